/* global scrollState */
// [scroll height, scroll position, viewport height, requests in flight, where the first
// article an endless stream appended while scrolling starts (viewport coordinates) or null]
// (lib/scroll_state.js).
() => scrollState()
