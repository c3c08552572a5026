// Mock hosted payment page: "Back to the cashier" goes to the return URL the cashier sent with the
// payment (docs/http-api.md), when it is an http(s) URL.
(function () {
  'use strict';
  var back = document.getElementById('back');
  var target = new URLSearchParams(location.search).get('return');
  if (!back || !target) return;
  try {
    var url = new URL(target);
    if (url.protocol === 'https:' || url.protocol === 'http:') back.setAttribute('href', url.href);
  } catch {
    // Not a URL: the link keeps its default.
  }
})();
