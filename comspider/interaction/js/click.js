// A click in the page (el.click()): for elements under an overlay, off-screen or moving.
(el) => el.click()
