## Accounts that strangers cannot abuse (server/accounts.py, identity.py, passwords.py,
## throttle.py): the refusals' words by error code, the wait, and the seat marks.

web-error-too-many-registrations = Too many new accounts from here; try again later.
web-error-busy = The server is busy; try again in a moment.
web-error-password-too-short = A password has at least 8 characters.
web-error-password-common = This password is one of those tried first by people guessing passwords; choose another.
web-error-password-is-name = A password cannot be your name.
web-error-name-characters = A name is letters, digits, spaces and - ' . _ (nothing invisible, no symbols).
web-error-name-mixed-scripts = A name is written in one alphabet (Latin may go with one more, not Cyrillic or Greek).
web-error-name-is-account = This name belongs to a registered player: log in to use it, or choose another.
accounts-retry-after = Try again in { $seconds } s.
accounts-seat-account = account
accounts-seat-account-title = A registered player: their page
accounts-seat-guest = guest
