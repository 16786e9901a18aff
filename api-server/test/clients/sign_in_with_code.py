"""Mastodon.py (Debian's python3-mastodon), which no one here wrote, signs a member in by OAuth 2's
authorization code, as an app does: it registers, sends the member to /oauth/authorize, takes the
code the member's Allow gives (out of band: shown to copy), and reads who signed in.

argv: the server's address, and the member's token in their browser: the script answers the
consent screen with the two calls the shell's screen makes (its browser test clicks them).
Prints what it learnt as JSON, for the test to check."""
import json
import sys

from consent import allow
from mastodon import Mastodon

base, member_token = sys.argv[1], sys.argv[2]
scopes = ["read", "write", "follow"]
client_id, client_secret = Mastodon.create_app(
    "Mastodon.py on a laptop",
    scopes=scopes,
    redirect_uris="urn:ietf:wg:oauth:2.0:oob",
    api_base_url=base,
)
app = Mastodon(client_id=client_id, client_secret=client_secret, api_base_url=base)
authorize = app.auth_request_url(scopes=scopes)
code = allow(base, member_token, authorize)
token = app.log_in(code=code, scopes=scopes)
me = app.account_verify_credentials()
try:
    app.log_in(code=code, scopes=scopes)
    second_use = "taken"
except Exception as error:  # Mastodon.py says why in its own exception
    second_use = str(error)
print(json.dumps({"authorize": authorize, "token": token, "acct": me["acct"], "display_name": me["display_name"], "second_use": second_use}))
