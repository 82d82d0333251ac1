import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { paths } from '../shared/paths';
import { ScreenErrorBoundary, ScreenSkeleton } from './ScreenFallback';

/**
 * Every screen is its own chunk, fetched the first time its route is visited (the skeleton shows meanwhile). The
 * 404 page is the last route.
 */
const PurchaseOrdersScreen = lazy(() =>
  import('../features/purchase-orders/PurchaseOrdersScreen').then((module) => ({
    default: module.PurchaseOrdersScreen,
  })),
);
const SuppliersScreen = lazy(() =>
  import('../features/suppliers/SuppliersScreen').then((module) => ({ default: module.SuppliersScreen })),
);
const SalesOrdersScreen = lazy(() =>
  import('../features/sales-orders/SalesOrdersScreen').then((module) => ({
    default: module.SalesOrdersScreen,
  })),
);
const OrderDetailScreen = lazy(() =>
  import('../features/sales-orders/OrderDetailScreen').then((module) => ({
    default: module.OrderDetailScreen,
  })),
);
const CustomersScreen = lazy(() =>
  import('../features/customers/CustomersScreen').then((module) => ({ default: module.CustomersScreen })),
);
const ConnectionSettingsScreen = lazy(() =>
  import('../features/connection/ConnectionSettingsScreen').then((module) => ({
    default: module.ConnectionSettingsScreen,
  })),
);
const ExpiryReorderRoute = lazy(() =>
  import('./ExpiryReorderRoute').then((module) => ({ default: module.ExpiryReorderRoute })),
);
const InventoryScreen = lazy(() =>
  import('../features/inventory/InventoryScreen').then((module) => ({ default: module.InventoryScreen })),
);
const SyncLogsScreen = lazy(() =>
  import('../features/sync-logs/SyncLogsScreen').then((module) => ({ default: module.SyncLogsScreen })),
);
const BranchesScreen = lazy(() =>
  import('../features/branches/BranchesScreen').then((module) => ({ default: module.BranchesScreen })),
);
const NotFoundScreen = lazy(() =>
  import('../features/not-found/NotFoundScreen').then((module) => ({ default: module.NotFoundScreen })),
);

export function AppRoutes() {
  const [location] = useLocation();
  return (
    <ScreenErrorBoundary resetKey={location}>
      <Suspense fallback={<ScreenSkeleton />}>
        <Switch>
          <Route path={paths.home}>
            <Redirect to={paths.purchaseOrders} replace />
          </Route>
          <Route path={paths.purchaseOrders} component={PurchaseOrdersScreen} />
          <Route path={paths.suppliers} component={SuppliersScreen} />
          <Route path={paths.orderSync} component={SalesOrdersScreen} />
          <Route path={paths.orderPattern} component={OrderDetailScreen} />
          <Route path={paths.customerSync} component={CustomersScreen} />
          <Route path={paths.connectionSettings} component={ConnectionSettingsScreen} />
          <Route path={paths.inventorySync} component={InventoryScreen} />
          <Route path={paths.expiryReorder} component={ExpiryReorderRoute} />
          <Route path={paths.syncLogs} component={SyncLogsScreen} />
          <Route path={paths.branchSync} component={BranchesScreen} />
          <Route component={NotFoundScreen} />
        </Switch>
      </Suspense>
    </ScreenErrorBoundary>
  );
}
