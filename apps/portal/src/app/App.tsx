import { Redirect, Route, Switch } from 'wouter';
import { AppProviders } from './AppProviders';
import { paths } from './paths';
import { Shell } from './Shell';

export function App() {
  return (
    <AppProviders>
      <Shell>
        <Switch>
          <Route path={paths.home}>
            <Redirect to={paths.purchaseOrders} replace />
          </Route>
        </Switch>
      </Shell>
    </AppProviders>
  );
}
