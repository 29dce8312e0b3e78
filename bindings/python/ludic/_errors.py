"""ludic's status codes and its one exception hierarchy."""

import enum

from . import _lib


class Status(enum.IntEnum):
    """Mirrors ludic_status (include/ludic/ludic.h)."""

    OK = 0
    SYNTAX = 1  # input text is malformed: not a number, missing or extra token
    INVALID = 2  # well-formed input that breaks the rules
    LIMIT = 3  # valid input beyond a documented limit of the library
    MEMORY = 4  # would exceed the memory cap, or an allocation failed
    ARGUMENT = 5  # the caller passed something impossible
    NO_ANSWER = 6  # the question has no answer for this input
    INTERNAL = 7  # an impossible state was reached: a bug in ludic
    TRUNCATED = 8  # an output did not fit its buffer
    CANCELLED = 9  # the computation was asked to stop

    def describe(self):
        """The library's lower-case description, e.g. "malformed input"."""
        return _lib.lib.ludic_status_str(int(self)).decode()


class Error(Exception):
    """A failure the library reported.

    status: a Status; message: what was wrong and what was expected (the
    library's words, without the position); line, column: 1-based position
    of the offending token in the input text, 0 when the failure has none.
    str(error) is "LINE:COLUMN: message" (or "LINE: message", or the message).
    """

    def __init__(self, status, message, line=0, column=0):
        super().__init__(status, message, line, column)
        self.status = Status(status)
        self.message = message
        self.line = line
        self.column = column

    def __str__(self):
        if self.line and self.column:
            return f"{self.line}:{self.column}: {self.message}"
        if self.line:
            return f"{self.line}: {self.message}"
        return self.message


class InputSyntaxError(Error):
    """Status.SYNTAX: malformed input text (not a number, a missing or extra token)."""


class InvalidInputError(Error):
    """Status.INVALID: well-formed input that breaks the rules."""


class LimitError(Error):
    """Status.LIMIT: valid input beyond a documented limit."""


class MemoryCapError(Error):
    """Status.MEMORY: the computation would exceed the memory cap, or an allocation failed."""


class ArgumentError(Error, ValueError):
    """Status.ARGUMENT: an impossible argument (also a ValueError)."""


class NoAnswerError(Error):
    """Status.NO_ANSWER: the question has no answer for this input."""


class InternalError(Error):
    """Status.INTERNAL: an impossible state was reached (a bug in ludic; please report it)."""


class TruncatedError(Error):
    """Status.TRUNCATED: an output did not fit (the module retries; seen only for a bug)."""


class CancelledError(Error):
    """Status.CANCELLED: the computation was asked to stop."""


_BY_STATUS = {
    Status.SYNTAX: InputSyntaxError,
    Status.INVALID: InvalidInputError,
    Status.LIMIT: LimitError,
    Status.MEMORY: MemoryCapError,
    Status.ARGUMENT: ArgumentError,
    Status.NO_ANSWER: NoAnswerError,
    Status.INTERNAL: InternalError,
    Status.TRUNCATED: TruncatedError,
    Status.CANCELLED: CancelledError,
}


def error_from(status, err):
    """The exception for a failed call: its status and the filled error record."""
    try:
        status = Status(status)
    except ValueError:
        return InternalError(Status.INTERNAL, f"the library returned an unknown status {status}")
    message = err.message.decode("utf-8", errors="replace") or status.describe()
    return _BY_STATUS.get(status, Error)(status, message, int(err.line), int(err.column))


def check(status, err):
    """Raise the matching Error unless status is OK."""
    if status != Status.OK:
        raise error_from(status, err)
