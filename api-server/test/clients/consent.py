"""What the tests' member does in their browser when an app sends them to the consent screen: the
two calls the shell's screen makes (its browser test clicks them), Allow, and the code an app that
takes no redirect is shown to copy. Shared by the scripts that drive Mastodon.py."""
import json
import urllib.parse
import urllib.request

from mastodon import Mastodon


def allow(base, member_token, authorize_url):
    """Allow on the consent screen the app's authorize address opens: the code, shown to copy."""
    asked = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(authorize_url).query))
    request = urllib.request.Request(
        base + "/api/oauth/authorization",
        data=json.dumps({**asked, "allow": True}).encode(),
        headers={"Content-Type": "application/json", "Authorization": "Bearer " + member_token},
    )
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)["outcome"]["code"]


def signed_in_app(base, member_token, scopes, name="Mastodon.py"):
    """Mastodon.py registered as an app and signed in by the authorization code, as the member allowed it."""
    client_id, client_secret = Mastodon.create_app(name, scopes=scopes, redirect_uris="urn:ietf:wg:oauth:2.0:oob", api_base_url=base)
    app = Mastodon(client_id=client_id, client_secret=client_secret, api_base_url=base)
    app.log_in(code=allow(base, member_token, app.auth_request_url(scopes=scopes)), scopes=scopes)
    return app
