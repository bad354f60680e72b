// Every route of the shop. The home page is in the first download; every other page is its own
// chunk (React.lazy), loaded inside the shell while the top bar and bottom navigation stay.
// Routes that need a signed-in customer sit under <RequireAuth> (doc 000 §2, doc 001 §2).
import { Suspense, isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/features/catalog/pages/home-page';
import { HomeLuckySkeleton } from '@/features/luckydraw/components/home-lucky-skeleton';
import { AppLayout } from './layout';
import { RequireAuth } from '@/components/auth/require-auth';

/** A page in its own chunk (React.lazy) that can also be asked for before it renders. */
type Page = ComponentType<Record<string, unknown>> & { preload?: () => Promise<PageModule<never>> };

/** A page's module: the page, and optionally its first query to ask for early (lib/prefetch.ts). */
interface PageModule<P> {
  default: ComponentType<P>;
  prefetch?: (url: URL) => void;
}

function page<P extends object>(load: () => Promise<PageModule<P>>) {
  let loaded: PageModule<P> | undefined;
  const preload = () => load().then((module) => (loaded = module));
  // A chunk that arrived before the page renders is handed to React at once (a thenable that
  // answers synchronously), so the page shows in the same render, without its skeleton first:
  // React holds back content that replaces a skeleton for up to 300 ms after the skeleton showed.
  const component = lazy(() => (loaded ? ({ then: (resolve: (module: PageModule<P>) => void) => resolve(loaded!) } as Promise<PageModule<P>>) : preload()));
  return Object.assign(component, { preload });
}

// The home's lucky-draw sections: their own chunk, asked for by the home page once its banners
// have answered (the skeleton is in the first download).
const HomeLuckySections = lazy(() => import('@/features/luckydraw/components/home-lucky-sections'));
const SearchResultPage = page(() => import('@/features/catalog/pages/search-result-page'));
const CategoryPage = page(() => import('@/features/catalog/pages/category-page'));
const ProductDetailPage = page(() => import('@/features/catalog/pages/product-detail-page'));
const NotFoundPage = page(() => import('@/features/shell/pages/not-found-page'));

// The account screens (features/account/pages, default exports).
const SignInPage = page(() => import('@/features/account/pages/sign-in-page'));
const SignUpPage = page(() => import('@/features/account/pages/sign-up-page'));
const CreateProfilePage = page(() => import('@/features/account/pages/create-profile-page'));
const OnboardingPage = page(() => import('@/features/account/pages/onboarding-page'));
const ProfilePage = page(() => import('@/features/account/pages/profile-page'));
const AccountDetailPage = page(() => import('@/features/account/pages/account-detail-page'));
const EditAccountPage = page(() => import('@/features/account/pages/edit-account-page'));
const EditShippingPage = page(() => import('@/features/account/pages/edit-shipping-page'));
const ResetPasswordPage = page(() => import('@/features/account/pages/reset-password-page'));
const ForgotPasswordPage = page(() => import('@/features/account/pages/forgot-password-page'));
// "Continue with Facebook": the callback's return page, and the phone an account made with Facebook lacks.
const FacebookCallbackPage = page(() => import('@/features/account/pages/facebook-callback-page'));
const AddPhonePage = page(() => import('@/features/account/pages/add-phone-page'));

// The cart, checkout, orders and shipping screens (features/commerce/pages, default exports).
const CartPage = page(() => import('@/features/commerce/pages/cart-page'));
const ConfirmOrderPage = page(() => import('@/features/commerce/pages/confirm-order-page'));
const OrderSuccessPage = page(() => import('@/features/commerce/pages/order-success-page'));
const ToShipPage = page(() => import('@/features/commerce/pages/to-ship-page'));
const ShippingListPage = page(() => import('@/features/commerce/pages/shipping-list-page'));
const ReceivedListPage = page(() => import('@/features/commerce/pages/received-list-page'));
const ShippingDetailPage = page(() => import('@/features/commerce/pages/shipping-detail-page'));
const ConfirmShippingPage = page(() => import('@/features/commerce/pages/confirm-shipping-page'));
const ShippingOrderSuccessPage = page(() => import('@/features/commerce/pages/shipping-order-success-page'));
// The admin area has its own header and nested routes; it checks the admin role itself.
const AdminApp = page(() => import('@/features/admin/admin-app'));
// The lucky draw (features/luckydraw/pages, default exports).
const LuckyDrawPage = page(() => import('@/features/luckydraw/pages/lucky-draw-page'));
const LuckyDrawLivePage = page(() => import('@/features/luckydraw/pages/lucky-draw-live-page'));
const TicketBuySuccessPage = page(() => import('@/features/luckydraw/pages/ticket-buy-success-page'));
const LuckyDrawDetailPage = page(() => import('@/features/luckydraw/pages/lucky-draw-detail-page'));
// The token page and the winners (features/wallet, features/winners; public).
const TokenPage = page(() => import('@/features/wallet/pages/token-page'));
const PrizeWinnersPage = page(() => import('@/features/winners/pages/prize-winners-page'));
const PrizeWinnerDetailPage = page(() => import('@/features/winners/pages/prize-winner-detail-page'));
// The referral gifts (features/rewards; public, Claim sends a visitor to /signin).
const ReferralGiftPage = page(() => import('@/features/rewards/pages/referral-gift-page'));
// The reviews (features/reviews): the shop's approved reviews (public) and, with `mine`, the
// shopper's own (one chunk for both).
const ReviewsPage = page(() => import('@/features/reviews/pages/reviews-page'));
// Customer service and the promotion (features/support; public).
const CustomerServicePage = page(() => import('@/features/support/pages/customer-service-page'));
const PromotionPage = page(() => import('@/features/support/pages/promotion-page'));

/** The lucky draw, wallet, winners, reviews, support and rewards pages anyone may open (doc 001 §6: public lists). */
const publicDrawRewardAndSupportPages: RouteObject[] = [
  { path: 'token', element: <TokenPage /> },
  { path: 'lucky-draw', element: <LuckyDrawPage /> },
  { path: 'lucky-draw-all-prize', element: <LuckyDrawPage /> },
  { path: 'lucky-draw-live', element: <LuckyDrawLivePage /> },
  { path: 'prize-winners', element: <PrizeWinnersPage /> },
  { path: 'prize-winner-detail', element: <PrizeWinnerDetailPage /> },
  { path: 'reviews', element: <ReviewsPage /> },
  { path: 'customer-service', element: <CustomerServicePage /> },
  { path: 'promotion', element: <PromotionPage /> },
  { path: 'referral-gift', element: <ReferralGiftPage /> },
];

/** The lucky draw and reviews pages that need sign-in. */
const signedInDrawAndReviewPages: RouteObject[] = [
  { path: 'my-reviews', element: <ReviewsPage mine /> },
  { path: 'ticket-buy-success', element: <TicketBuySuccessPage /> },
  { path: 'lucky-draw-detail', element: <LuckyDrawDetailPage /> },
];

export const routes: RouteObject[] = [
  {
    path: 'admin/*',
    element: (
      <Suspense fallback={null}>
        <AdminApp />
      </Suspense>
    ),
  },
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage luckySections={<HomeLuckySections />} luckySkeleton={<HomeLuckySkeleton />} /> },
      { path: 'search-result', element: <SearchResultPage /> },
      { path: 'search', element: <SearchResultPage /> },
      { path: 'category', element: <CategoryPage /> },
      { path: 'product-detail', element: <ProductDetailPage /> },
      { path: 'signin', element: <SignInPage /> },
      { path: 'signup', element: <SignUpPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'auth/facebook', element: <FacebookCallbackPage /> },
      { path: 'onboarding', element: <OnboardingPage /> },
      ...publicDrawRewardAndSupportPages,
      {
        element: <RequireAuth />,
        children: [
          { path: 'create-profile', element: <CreateProfilePage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'account-detail', element: <AccountDetailPage /> },
          { path: 'edit-account-detail', element: <EditAccountPage /> },
          { path: 'add-phone', element: <AddPhonePage /> },
          { path: 'edit-shipping-info', element: <EditShippingPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'cart-list', element: <CartPage /> },
          { path: 'cart', element: <CartPage /> },
          { path: 'confirm-order', element: <ConfirmOrderPage /> },
          { path: 'order-success', element: <OrderSuccessPage /> },
          { path: 'my-orders-to-ship', element: <ToShipPage /> },
          { path: 'my-orders-shipping', element: <ShippingListPage /> },
          { path: 'my-orders-received', element: <ReceivedListPage /> },
          { path: 'my-orders-shipping-detail', element: <ShippingDetailPage /> },
          { path: 'confirm-shipping', element: <ConfirmShippingPage /> },
          { path: 'shipping-order-success', element: <ShippingOrderSuccessPage /> },
          ...signedInDrawAndReviewPages,
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts downloading the chunk of the page at `pathname` (with the files it imports) at once,
 * before React's first render: a visit that starts on a product or /lucky-draw then fetches its
 * page while the app shell renders, instead of after it. A failed download is left to the page's
 * own load (its error view and retry). A page that exports `prefetch` has its first query asked
 * for as soon as its chunk arrives (lib/prefetch.ts). Answers whether there was a chunk to
 * download (false for home, which is in the first download).
 */
export function preloadPage(pathname: string): boolean {
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  // Home is in the first download; the admin area loads its console itself.
  if (path === '' || path === 'admin' || path.startsWith('admin/')) return false;
  const element = elementAt(path, routes) ?? elementAt('*', routes);
  const preload = isValidElement(element) ? (element.type as Page).preload : undefined;
  preload?.()
    .then((module) => module.prefetch?.(new URL(window.location.href)))
    .catch(() => undefined);
  return preload !== undefined;
}

/**
 * The element of the route with this path (every shop page's path is a plain word), looking
 * through the layout routes. Not react-router's matchRoutes: it compiles a pattern for every
 * route it tries, which costs more than the rest of this module's start on a slow phone.
 */
function elementAt(path: string, list: RouteObject[]): ReactNode {
  for (const route of list) {
    if (route.path !== undefined) {
      if (route.path === path) return route.element;
    } else if (route.children) {
      const found = elementAt(path, route.children);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * The routes under <BrowserRouter>. A declarative router, not a data router
 * (createBrowserRouter): the shop loads data with Apollo, and the data router's loaders,
 * actions and fetchers would add about 10 kB gzip to the first download for nothing.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
