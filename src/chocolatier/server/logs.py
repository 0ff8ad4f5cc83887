"""The logging of ``chocolatier serve``: uvicorn's lines, and the server's own (its
``chocolatier.*`` loggers: start-up, drains, failed commits), as text or as JSON lines.

JSON (``serve --log-json``, or ``CHOCOLATIER_LOG_JSON=1``) writes one object a line, for a log
collector: ``time`` (UTC, ISO 8601), ``level``, ``logger``, ``message``, ``exception`` when
there is one, and an access line's ``client``, ``method``, ``path``, ``status`` as fields.
Invite codes are redacted before formatting (:class:`chocolatier.server.app.RedactSecrets`).
"""

from __future__ import annotations

import copy
import logging
import os
from datetime import UTC, datetime
from typing import Any

import orjson

#: The environment variable that turns JSON logs on (``1``, ``true``, ``yes``).
JSON_ENV = "CHOCOLATIER_LOG_JSON"


def json_wanted(flag: bool) -> bool:
    """``--log-json``, or the environment variable."""
    return flag or os.environ.get(JSON_ENV, "").strip().lower() in ("1", "true", "yes")


class JsonFormatter(logging.Formatter):
    """One JSON object per record."""

    def format(self, record: logging.LogRecord) -> str:
        """The record as a JSON line."""
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
        }
        if record.name == "uvicorn.access" and isinstance(record.args, tuple) \
                and len(record.args) == 5:
            client, method, path, _version, status = record.args
            line.update(client=client, method=method, path=path, status=status,
                        message=f"{method} {path} {status}")
        else:
            line["message"] = record.getMessage()
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return orjson.dumps(line, default=str).decode()


def log_config(as_json: bool, level: str) -> dict[str, Any]:
    """uvicorn's logging configuration, with the server's loggers at ``level`` too, in JSON
    when ``as_json``."""
    from uvicorn.config import LOGGING_CONFIG

    config = copy.deepcopy(LOGGING_CONFIG)
    ours = "DEBUG" if level.lower() == "trace" else level.upper()  # uvicorn's own level
    config["loggers"]["chocolatier"] = {"handlers": ["default"], "level": ours,
                                        "propagate": False}
    if as_json:
        config["formatters"] = {"json": {"()": JsonFormatter}}
        for handler in config["handlers"].values():
            handler["formatter"] = "json"
    return config
