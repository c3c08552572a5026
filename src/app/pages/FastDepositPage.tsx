import { Cashier, FastDeposit } from '@features/payments';
import { routeChanged } from '@features/widget';
import { useAppDispatch } from '@store/hooks';

/** SPEC §2 route `fast-deposit`: the fast-deposit modal over the cashier; closing it goes to '/'. */
export default function FastDepositPage() {
  const dispatch = useAppDispatch();
  return (
    <>
      <Cashier />
      <FastDeposit onClose={() => dispatch(routeChanged('/'))} />
    </>
  );
}
