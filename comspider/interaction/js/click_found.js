// A click (el.click()) on the `i`-th element a finder script left in a handle, in one round
// trip (rather than fetching the element's handle first); false when there is no such element.
(found, i) => {
  const el = found && found.els ? found.els[i] : null;
  if (!el) return false;
  el.click();
  return true;
}
