// Every route of the shop. The home page is in the first download; every other page is its own
// chunk (React.lazy), loaded inside the shell while the top bar and bottom navigation stay.
// Routes that need a signed-in customer sit under <RequireAuth> (doc 000 §2, doc 001 §2).
import { Suspense, lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/features/catalog/pages/home-page';
import { HomeLuckySkeleton } from '@/features/luckydraw/components/home-lucky-skeleton';
import { AppLayout } from './layout';
import { RequireAuth } from '@/components/auth/require-auth';

// The home's lucky-draw sections: their own chunk, asked for by the home page once its banners
// have answered (the skeleton is in the first download).
const HomeLuckySections = lazy(() => import('@/features/luckydraw/components/home-lucky-sections'));
const SearchResultPage = lazy(() => import('@/features/catalog/pages/search-result-page'));
const CategoryPage = lazy(() => import('@/features/catalog/pages/category-page'));
const ProductDetailPage = lazy(() => import('@/features/catalog/pages/product-detail-page'));
const NotFoundPage = lazy(() => import('@/features/shell/pages/not-found-page'));

// The account screens (features/account/pages, default exports).
const SignInPage = lazy(() => import('@/features/account/pages/sign-in-page'));
const SignUpPage = lazy(() => import('@/features/account/pages/sign-up-page'));
const CreateProfilePage = lazy(() => import('@/features/account/pages/create-profile-page'));
const OnboardingPage = lazy(() => import('@/features/account/pages/onboarding-page'));
const ProfilePage = lazy(() => import('@/features/account/pages/profile-page'));
const AccountDetailPage = lazy(() => import('@/features/account/pages/account-detail-page'));
const EditAccountPage = lazy(() => import('@/features/account/pages/edit-account-page'));
const EditShippingPage = lazy(() => import('@/features/account/pages/edit-shipping-page'));
const ResetPasswordPage = lazy(() => import('@/features/account/pages/reset-password-page'));
const ForgotPasswordPage = lazy(() => import('@/features/account/pages/forgot-password-page'));

// The cart, checkout, orders and shipping screens (features/commerce/pages, default exports).
const CartPage = lazy(() => import('@/features/commerce/pages/cart-page'));
const ConfirmOrderPage = lazy(() => import('@/features/commerce/pages/confirm-order-page'));
const OrderSuccessPage = lazy(() => import('@/features/commerce/pages/order-success-page'));
const ToShipPage = lazy(() => import('@/features/commerce/pages/to-ship-page'));
const ShippingListPage = lazy(() => import('@/features/commerce/pages/shipping-list-page'));
const ReceivedListPage = lazy(() => import('@/features/commerce/pages/received-list-page'));
const ShippingDetailPage = lazy(() => import('@/features/commerce/pages/shipping-detail-page'));
const ConfirmShippingPage = lazy(() => import('@/features/commerce/pages/confirm-shipping-page'));
const ShippingOrderSuccessPage = lazy(() => import('@/features/commerce/pages/shipping-order-success-page'));
// The admin area has its own header and nested routes; it checks the admin role itself.
const AdminApp = lazy(() => import('@/features/admin/admin-app'));
// The lucky draw (features/luckydraw/pages, default exports).
const LuckyDrawPage = lazy(() => import('@/features/luckydraw/pages/lucky-draw-page'));
const LuckyDrawLivePage = lazy(() => import('@/features/luckydraw/pages/lucky-draw-live-page'));
const TicketBuySuccessPage = lazy(() => import('@/features/luckydraw/pages/ticket-buy-success-page'));
const LuckyDrawDetailPage = lazy(() => import('@/features/luckydraw/pages/lucky-draw-detail-page'));
// The token page and the winners (features/wallet, features/winners; public).
const TokenPage = lazy(() => import('@/features/wallet/pages/token-page'));
const PrizeWinnersPage = lazy(() => import('@/features/winners/pages/prize-winners-page'));
const PrizeWinnerDetailPage = lazy(() => import('@/features/winners/pages/prize-winner-detail-page'));
// The referral gifts (features/rewards; public, Claim sends a visitor to /signin).
const ReferralGiftPage = lazy(() => import('@/features/rewards/pages/referral-gift-page'));
// The reviews (features/reviews): the shop's approved reviews (public) and, with `mine`, the
// shopper's own (one chunk for both).
const ReviewsPage = lazy(() => import('@/features/reviews/pages/reviews-page'));
// Customer service and the promotion (features/support; public).
const CustomerServicePage = lazy(() => import('@/features/support/pages/customer-service-page'));
const PromotionPage = lazy(() => import('@/features/support/pages/promotion-page'));

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
      { path: 'onboarding', element: <OnboardingPage /> },
      ...publicDrawRewardAndSupportPages,
      {
        element: <RequireAuth />,
        children: [
          { path: 'create-profile', element: <CreateProfilePage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'account-detail', element: <AccountDetailPage /> },
          { path: 'edit-account-detail', element: <EditAccountPage /> },
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
 * The routes under <BrowserRouter>. A declarative router, not a data router
 * (createBrowserRouter): the shop loads data with Apollo, and the data router's loaders,
 * actions and fetchers would add about 10 kB gzip to the first download for nothing.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
