// Mock 3-D Secure page: says it is on screen, then how the challenge ended (docs/http-api.md). The
// messages go only to the page that framed us, never to '*'.
// The mock back end learns the outcome too (POST complete, mocks/server/app.ts), as a real
// provider's back end would: the payment settles with it.
(function () {
  'use strict';
  var parentOrigin = document.referrer ? new URL(document.referrer).origin : location.origin;
  var payment = new URLSearchParams(location.search).get('payment');
  if (window.parent !== window) {
    window.parent.postMessage({ type: 'cashier:provider-ready' }, parentOrigin);
  }
  document.querySelectorAll('button[data-status]').forEach(function (button) {
    button.addEventListener('click', function () {
      var status = button.getAttribute('data-status');
      if (payment) {
        // A beacon outlives this frame, which the cashier removes as soon as it has the result.
        navigator.sendBeacon(
          'complete?payment=' +
            encodeURIComponent(payment) +
            '&status=' +
            (status === 'success' ? 'success' : 'failed'),
        );
      }
      window.parent.postMessage({ type: 'cashier:provider-result', status: status }, parentOrigin);
    });
  });
})();
