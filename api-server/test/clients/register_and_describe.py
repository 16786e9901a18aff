"""Mastodon.py (Debian's python3-mastodon), which no one here wrote, registers an app with the
server at argv[1] and reads what the server says of itself, as an app does when it starts.
Prints what it learnt as JSON, for the test to check."""
import json
import sys

from mastodon import Mastodon

base = sys.argv[1]
client_id, client_secret = Mastodon.create_app(
    "Mastodon.py on a laptop",
    scopes=["read", "write", "follow"],
    redirect_uris="urn:ietf:wg:oauth:2.0:oob",
    website="https://example.org/app",
    api_base_url=base,
)
app = Mastodon(client_id=client_id, client_secret=client_secret, api_base_url=base)
app.retrieve_mastodon_version()
instance = app.instance()
print(
    json.dumps(
        {
            "client_id": client_id,
            "client_secret": client_secret,
            "version": [app.mastodon_major, app.mastodon_minor, app.mastodon_patch],
            "title": instance["title"],
            "max_characters": instance["configuration"]["statuses"]["max_characters"],
            "max_media_attachments": instance["configuration"]["statuses"]["max_media_attachments"],
        }
    )
)
