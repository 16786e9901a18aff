"""Mastodon.py (Debian's python3-mastodon), which no one here wrote, used for conversations and
changes: it replies to someone's post and reads the thread, edits its own post and reads the
edit's history and source, changes the member's profile, reads a direct conversation, marks it read
and answers it, and blocks and unblocks someone.

argv: the server's address, the member's token in their browser (to answer the consent screen, as
its two calls do), and the username of someone whose newest post to answer.
Prints what it saw as JSON, for the test to check."""
import json
import sys

from consent import signed_in_app

base, member_token, someone = sys.argv[1:4]
scopes = ["read", "write", "follow"]
app = signed_in_app(base, member_token, scopes)

them = app.account_lookup(someone)
their_post = app.account_statuses(them["id"], limit=1)[0]
reply = app.status_reply(their_post, "Lovely evening!")
thread = app.status_context(their_post["id"])
reply_context = app.status_context(reply["id"])

mine = app.status_post("Draft title\nFirst words")
edited = app.status_update(mine["id"], status="Final title\nBetter words")
history = app.status_history(mine["id"])
source = app.status_source(mine["id"])

profile = app.account_update_credentials(note="Sailor and writer.", locked=True)

conversations = app.conversations()
conversation_read = app.conversations_read(conversations[0]["id"])
answer = app.status_reply(conversations[0]["last_status"], "Count me in")
after_answering = app.conversations()

blocked = app.account_block(them["id"])
blocks = app.blocks()
unblocked = app.account_unblock(them["id"])

print(
    json.dumps(
        {
            "reply": {"in_reply_to_id": reply["in_reply_to_id"], "content": reply["content"]},
            "their_post": their_post["id"],
            "descendants": [status["id"] for status in thread["descendants"]],
            "reply_id": reply["id"],
            "reply_ancestors": [status["id"] for status in reply_context["ancestors"]],
            "edited": edited["content"],
            "history": [edit["content"] for edit in history],
            "source": source["text"],
            "profile": {"note": profile["note"], "locked": profile["locked"]},
            "conversations": [
                [[account["acct"] for account in conversation["accounts"]], conversation["unread"], conversation["last_status"]["content"]]
                for conversation in conversations
            ],
            "conversation_read": conversation_read["unread"],
            "after_answering": [
                [conversation["last_status"]["id"] == answer["id"], conversation["unread"]] for conversation in after_answering
            ],
            "blocking": [blocked["blocking"], [account["acct"] for account in blocks], unblocked["blocking"]],
        },
        default=str,
    )
)
