"""Serve the web console (build/web) on this computer: `make web` builds it and runs this.

Usage: python tools/sim/web/serve.py [--dir DIR] [--port N] [--host ADDR]
It prints the address to open; Ctrl-C stops it.  Any static file server will do as well:
the folder holds everything the page needs.
"""

import argparse
import functools
import http.server
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))

# Browsers load a module only with a JavaScript type, and compile WebAssembly while it
# downloads only with its own; Python's table lacks .mjs on some versions, and the
# manifest's; the licences are UTF-8.
TYPES = {
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".pack": "application/octet-stream",
    ".webmanifest": "application/manifest+json",
    ".txt": "text/plain; charset=utf-8",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def end_headers(self):
        # A rebuilt site is what the next reload shows, never a stale module in the cache.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        pass  # a page load is 20 requests: the terminal stays readable


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that stops a download it no longer needs (a tab closed while its
        # service worker fetched the site) is no error of the server's.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def server(folder, host="127.0.0.1", port=0):
    """A ThreadingHTTPServer for folder; port 0 takes a free one (server.server_port)."""
    handler = functools.partial(Handler, directory=folder)
    return Server((host, port), handler)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", default=os.path.join(ROOT, "build", "web"))
    ap.add_argument("--port", type=int, default=8020, help="0 picks a free port (default 8020)")
    ap.add_argument("--host", default="127.0.0.1", help="0.0.0.0 lets a phone on the LAN in")
    opts = ap.parse_args(argv)
    if not os.path.isfile(os.path.join(opts.dir, "index.html")):
        print("web: no site in %s: build it with make web" % opts.dir, file=sys.stderr)
        return 2
    try:
        httpd = server(opts.dir, opts.host, opts.port)
    except OSError as e:
        where = "%s:%d" % (opts.host, opts.port)
        hint = "--port 0 (make web WEB_PORT=0) takes a free port"
        print("web: cannot listen on %s (%s); %s" % (where, e.strerror, hint), file=sys.stderr)
        return 1
    shown = "localhost" if opts.host in ("127.0.0.1", "0.0.0.0") else opts.host
    print("The web console: http://%s:%d/  (Ctrl-C stops it)" % (shown, httpd.server_port))
    sys.stdout.flush()
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
