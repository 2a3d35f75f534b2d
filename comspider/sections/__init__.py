"""The section decision: which record sections of a page are its user comments (structural
rules lifted by fastText, the look-alike filter, the choice among the accepted sections)."""
