"""Record finding: a DOM -> its record sections (structure codes, repeated patterns from a
suffix array, record invariants, single and byline comments), nested replies placed."""
