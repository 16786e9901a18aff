"""Mastodon.py (Debian's python3-mastodon), which no one here wrote, used as a member uses an app:
signed in by the authorization code, it posts a picture with its description, reads Home, follows
someone and favourites their post (and reads who favourited it, and who follows the member),
reads its notifications, dismisses one, keeps where it stopped reading Home, and searches.

argv: the server's address, the member's token in their browser (to answer the consent screen, as
its two calls do), a PNG file to post, and the username of someone to follow.
Prints what it saw as JSON, for the test to check."""
import json
import sys

from consent import signed_in_app

base, member_token, picture, someone = sys.argv[1:5]
scopes = ["read", "write", "follow"]
app = signed_in_app(base, member_token, scopes)

media = app.media_post(picture, mime_type="image/png", description="A red square on white")
posted = app.status_post("Harbour at dawn\nThe boats are out early.", media_ids=[media])
home = app.timeline_home(limit=5)

them = app.account_lookup(someone)
followed = app.account_follow(them["id"])
their_post = app.account_statuses(them["id"], limit=1)[0]
favourited = app.status_favourite(their_post["id"])
favourited_by = app.status_favourited_by(their_post["id"])
me = app.me()
followers = app.account_followers(me["id"])

notifications = app.notifications()
app.notifications_dismiss(notifications[0]["id"])
after_dismissing = app.notifications()
app.markers_set(["home"], [home[0]["id"]])
markers = app.markers_get(["home", "notifications"])
found = app.search_v2("harbour")

print(
    json.dumps(
        {
            "media": {"type": media["type"], "description": media["description"]},
            "posted": {
                "content": posted["content"],
                "media": [[attachment["type"], attachment["description"]] for attachment in posted["media_attachments"]],
                "visibility": posted["visibility"],
            },
            "home_first": home[0]["id"] == posted["id"],
            "following": followed["following"],
            "favourited": [favourited["favourited"], favourited["favourites_count"]],
            "favourited_by": [account["acct"] for account in favourited_by],
            "followers": [account["acct"] for account in followers],
            "notifications": [[notification["type"], notification["account"]["acct"]] for notification in notifications],
            "after_dismissing": [notification["id"] for notification in after_dismissing],
            "markers": {timeline: [marker["last_read_id"] == posted["id"], marker["version"]] for timeline, marker in markers.items()},
            "found_statuses": [status["id"] for status in found["statuses"]],
            "posted_id": posted["id"],
        },
        default=str,
    )
)
