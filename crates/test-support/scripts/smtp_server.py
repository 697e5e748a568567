"""A real SMTP server for Newsroom's mail tests (aiosmtpd, from PyPI): listens on a free loopback port,
optionally requires AUTH with one login and password, and writes every message it accepts to a
directory as <n>.eml (the bytes received) and <n>.json (the envelope). Prints "READY <port>" once
listening, then serves until killed.

Usage: python3 smtp_server.py <dir> [<login> <password>]
"""
import asyncio
import json
import os
import sys

from aiosmtpd.smtp import SMTP, AuthResult, LoginPassword


class Store:
    def __init__(self, directory):
        self.directory = directory
        self.count = 0

    async def handle_DATA(self, server, session, envelope):
        self.count += 1
        base = os.path.join(self.directory, str(self.count))
        with open(base + ".eml.part", "wb") as f:
            f.write(envelope.original_content or envelope.content)
        with open(base + ".json", "w") as f:
            json.dump({"mailFrom": envelope.mail_from, "rcptTos": envelope.rcpt_tos,
                       "authenticated": bool(session.authenticated)}, f)
        os.rename(base + ".eml.part", base + ".eml")
        return "250 Message accepted for delivery"


def authenticator(login, password):
    def check(server, session, envelope, mechanism, auth_data):
        ok = isinstance(auth_data, LoginPassword) and auth_data.login.decode() == login \
            and auth_data.password.decode() == password
        return AuthResult(success=ok, handled=False)
    return check


async def serve(directory, auth):
    kwargs = {}
    if auth:
        kwargs = dict(authenticator=authenticator(*auth), auth_required=True, auth_require_tls=False)
    handler = Store(directory)
    loop = asyncio.get_running_loop()
    server = await loop.create_server(lambda: SMTP(handler, hostname="newsroom-test-smtp", **kwargs),
                                      host="127.0.0.1", port=0)
    port = server.sockets[0].getsockname()[1]
    print(f"READY {port}", flush=True)
    async with server:
        await server.serve_forever()


def main():
    asyncio.run(serve(sys.argv[1], sys.argv[2:4]))


if __name__ == "__main__":
    main()
