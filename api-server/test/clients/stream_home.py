"""Mastodon.py (Debian's python3-mastodon), which no one here wrote, listens to the member's stream
(the streaming API's `user`) as an app does: it says "listening" once the stream is open, then
waits for a new post of someone the member follows and for a new notification, at most 30 s.

argv: the server's address, and the member's token in their browser (to answer the consent
screen, as its two calls do). Prints what it heard as JSON, for the test to check."""
import json
import os
import sys
import threading

from consent import signed_in_app
from mastodon import StreamListener

base, member_token = sys.argv[1:3]
scopes = ["read", "write", "follow"]
app = signed_in_app(base, member_token, scopes)

heard = {"updates": [], "notifications": []}
both = threading.Event()
opened = threading.Event()


class Listener(StreamListener):
    def handle_heartbeat(self):
        opened.set()

    def on_update(self, status):
        heard["updates"].append([status["account"]["acct"], status["content"]])
        if heard["notifications"]:
            both.set()

    def on_notification(self, notification):
        heard["notifications"].append([notification["type"], notification["account"]["acct"]])
        if heard["updates"]:
            both.set()


handle = app.stream_user(Listener(), run_async=True)
# Mastodon.py connects on a thread of its own once stream_user has returned. The server's first
# bytes, a comment (a heartbeat to Mastodon.py), say the stream is open and followed.
opened.wait(30)
print("listening", flush=True)
both.wait(30)
print(json.dumps(heard), flush=True)
# Closing the stream would wait for the next bytes on it (a keep-alive, up to 15 s away): the
# process ends instead, which closes it.
os._exit(0)
