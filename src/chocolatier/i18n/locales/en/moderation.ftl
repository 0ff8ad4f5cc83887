## Chat moderation and private tables (issue 23): server error codes, worded by the web table
web-error-private-table = This table is private: only its players and the guests who came by its invite link may watch its game and chat there.
