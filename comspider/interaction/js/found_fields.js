// The named fields of what a finder script left in a handle ({els, infos}, {candidates,
// size, els}...), by value, in one round trip (a handle's get_property and json_value take
// two for each).
(found, names) => names.map((name) => found[name])
