// Mock provider page that refuses to be framed (docs/mock-backend.md): the cashier opened it in a
// new window and shows the payment's status in its own tab. Completing here tells the mock back
// end (POST complete, mocks/server/app.ts), as a real provider's back end would: the payment
// settles, `failed` when its amount ends in 66, and the cashier tab shows it.
(function () {
  'use strict';
  var complete = document.getElementById('complete');
  var done = document.getElementById('done');
  var payment = new URLSearchParams(location.search).get('payment');
  if (!complete || !done) return;
  complete.addEventListener('click', function () {
    complete.disabled = true;
    if (payment) navigator.sendBeacon('complete?payment=' + encodeURIComponent(payment));
    done.textContent =
      'Payment submitted. You can close this window: the cashier shows the result.';
  });
})();
