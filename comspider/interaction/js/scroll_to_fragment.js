// Scroll a same-document link's target (by id, else by name) into view.
(fragment) => {
  let id = fragment;
  try { id = decodeURIComponent(fragment); } catch (e) {}
  const t = document.getElementById(id) || document.getElementsByName(id)[0];
  if (!t) return false;
  t.scrollIntoView({block: 'start'});
  return true;
}
