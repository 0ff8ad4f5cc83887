"""Words for players in their language: message catalogs (``locales``, ``glossary``) and the
rules reference (``rules``)."""
