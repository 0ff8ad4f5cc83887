"""Render deploy/nginx-chocolatier.conf.template: the nginx site in front of ``serve`` processes.

Run it with the Python that has chocolatier installed (it reads where the package's browser
files are, and the security headers the server sends with its own answers)::

    python deploy/nginx_site.py --server-name games.example.org \\
        --backend 127.0.0.1:8001 --backend 127.0.0.1:8002 > /etc/nginx/sites-available/chocolatier
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

TEMPLATE = Path(__file__).resolve().with_name("nginx-chocolatier.conf.template")


def render(backends: list[str], listen: str = "80", server_name: str = "_",
           web_dir: str | None = None) -> str:
    """The site configuration for these backends (``host:port`` each)."""
    from chocolatier.server.app import SECURITY_HEADERS
    from chocolatier.server.pages import WEB_DIR

    headers = "\n".join(f'        add_header {name} "{value}" always;'
                        for name, value in SECURITY_HEADERS.items())
    values = {
        "@BACKENDS@": "\n".join(f"    server {backend} max_fails=1 fail_timeout=5s;"
                                for backend in backends),
        "@LISTEN@": listen,
        "@SERVER_NAME@": server_name,
        "@WEB_DIR@": str(web_dir or WEB_DIR),
        "@SECURITY_HEADERS@": headers,
    }
    text = TEMPLATE.read_text()
    for key, value in values.items():
        text = text.replace(key, value)
    return text


# nginx.conf of a private nginx (tests, the benchmark): its own prefix, pid, logs and temp
# folders under FOLDER, in the foreground, run by whoever starts it
_LOCAL = """daemon off;
@USER@pid @FOLDER@/nginx.pid;
error_log @FOLDER@/error.log warn;
worker_processes @WORKERS@;
worker_rlimit_nofile 65536;
events { worker_connections 32768; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path @FOLDER@/body;
    proxy_temp_path @FOLDER@/proxy;
    fastcgi_temp_path @FOLDER@/fastcgi;
    uwsgi_temp_path @FOLDER@/uwsgi;
    scgi_temp_path @FOLDER@/scgi;
    include @FOLDER@/site.conf;
}
"""


def start_local(backends: list[str], folder: Path, port: int,
                workers: int = 1) -> subprocess.Popen[bytes]:
    """A private nginx on ``127.0.0.1:port`` in front of ``backends``, its files in
    ``folder``; returned once it accepts connections (stop it with ``terminate()``)."""
    binary = shutil.which("nginx") or "/usr/sbin/nginx"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "site.conf").write_text(render(backends, listen=f"127.0.0.1:{port}"))
    # as root, nginx's workers would switch to `nobody`, who may not read a checkout
    user = "user root;\n" if os.geteuid() == 0 else ""
    conf = (_LOCAL.replace("@FOLDER@", str(folder)).replace("@USER@", user)
            .replace("@WORKERS@", str(workers)))
    (folder / "nginx.conf").write_text(conf)
    process = subprocess.Popen([binary, "-p", str(folder), "-c", str(folder / "nginx.conf")],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            error = process.stderr.read().decode() if process.stderr else ""
            raise RuntimeError(f"nginx did not start: {error}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process
        except OSError:
            time.sleep(0.05)
    process.kill()
    raise RuntimeError("nginx did not start listening")


def main() -> None:
    """Print the site configuration."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", action="append", required=True,
                        help="host:port of a serve process (once per process)")
    parser.add_argument("--listen", default="80", help="nginx's listen directive (default 80)")
    parser.add_argument("--server-name", default="_", help="the site's host name")
    parser.add_argument("--web-dir", default=None,
                        help="the browser files (default: the installed package's)")
    args = parser.parse_args()
    print(render(args.backend, args.listen, args.server_name, args.web_dir), end="")


if __name__ == "__main__":
    main()
