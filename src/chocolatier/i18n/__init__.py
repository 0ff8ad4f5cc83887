"""Words for players in their language: the rules reference (``rules``)."""
