/* global streamCut */
// Compute the endless stream's cut now (the clickable collector reads it); how many
// elements it holds.
() => streamCut().length
