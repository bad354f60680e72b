/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PhoneCheck {\n    me {\n      id\n      phone\n    }\n  }\n": typeof types.PhoneCheckDocument,
    "\n  fragment DrawDetail on LuckyDrawDetail {\n    id\n    ticketProductId\n    batch\n    status\n    ticket\n    sold\n    luckyNumber\n    isWin\n    claimed\n    openedAt\n    drawAt\n    ticketNumbers\n    product {\n      id\n      slug\n      name\n      category\n      featureImage\n      actualPrice\n    }\n    winner {\n      name\n      profileImage\n      date\n      township\n    }\n    fairness {\n      ticketProductId\n      batch\n      ticket\n      drawnAmong\n      seedHash\n      seed\n      ticketsDigest\n      ticketsUrl\n      formula\n    }\n  }\n": typeof types.DrawDetailFragmentDoc,
    "\n  mutation ClaimPrize($luckyDrawWinnerId: Int!) {\n    claimPrize(luckyDrawWinnerId: $luckyDrawWinnerId)\n  }\n": typeof types.ClaimPrizeDocument,
    "\n  query CommercePaymentMethods {\n    paymentMethods {\n      id\n      name\n      logo\n      kind\n      codMaxTotal\n      hasQr\n    }\n  }\n": typeof types.CommercePaymentMethodsDocument,
    "\n  query CommercePaymentMethod($id: Int!) {\n    paymentMethod(id: $id) {\n      id\n      name\n      logo\n      paymentNumbers {\n        accountName\n        accountNumber\n      }\n    }\n  }\n": typeof types.CommercePaymentMethodDocument,
    "\n  mutation PaymentCreateQr($kind: PaymentKind!, $paymentId: Int!, $amountMmk: Int!) {\n    createPaymentQr(kind: $kind, paymentId: $paymentId, amountMmk: $amountMmk) {\n      png\n      amountMmk\n      reference\n    }\n  }\n": typeof types.PaymentCreateQrDocument,
    "\n  fragment AccountProfile on Profile {\n    id\n    name\n    phone\n    address\n    postalCode\n    region {\n      id\n      name\n    }\n    township {\n      id\n      name\n    }\n    profileImage\n    referralCode\n    tokenPoint\n    referralPoint\n    facebookLinked\n    hasPassword\n  }\n": typeof types.AccountProfileFragmentDoc,
    "\n  query AccountMe {\n    me {\n      ...AccountProfile\n    }\n  }\n": typeof types.AccountMeDocument,
    "\n  query AccountRegions {\n    regions {\n      id\n      name\n    }\n  }\n": typeof types.AccountRegionsDocument,
    "\n  query AccountTownships($regionId: Int!) {\n    townships(regionId: $regionId) {\n      id\n      name\n    }\n  }\n": typeof types.AccountTownshipsDocument,
    "\n  query AccountOnboardingSlides {\n    onboardingSlides {\n      id\n      title\n      body\n      featureImage\n    }\n  }\n": typeof types.AccountOnboardingSlidesDocument,
    "\n  mutation AccountLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": typeof types.AccountLoginDocument,
    "\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": typeof types.AccountRegisterDocument,
    "\n  mutation AccountCreateProfile($input: CreateProfileInput!, $profileImage: Upload) {\n    createProfile(input: $input, profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n": typeof types.AccountCreateProfileDocument,
    "\n  mutation AccountUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AccountProfile\n    }\n  }\n": typeof types.AccountUpdateProfileDocument,
    "\n  mutation AccountUpdateShipping($input: ShippingInput!) {\n    updateShipping(input: $input) {\n      ...AccountProfile\n    }\n  }\n": typeof types.AccountUpdateShippingDocument,
    "\n  mutation AccountUploadProfileImage($profileImage: Upload!) {\n    uploadProfileImage(profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n": typeof types.AccountUploadProfileImageDocument,
    "\n  mutation AccountUpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input) {\n      token\n    }\n  }\n": typeof types.AccountUpdatePasswordDocument,
    "\n  mutation AccountRequestPasswordReset($phone: String!) {\n    requestPasswordReset(phone: $phone) {\n      resendAfterSeconds\n      expiresInSeconds\n      message\n    }\n  }\n": typeof types.AccountRequestPasswordResetDocument,
    "\n  mutation AccountResetPasswordWithCode($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.AccountResetPasswordWithCodeDocument,
    "\n  query AccountFacebookSignInUrl($referralCode: String) {\n    facebookSignInUrl(referralCode: $referralCode)\n  }\n": typeof types.AccountFacebookSignInUrlDocument,
    "\n  mutation AccountExchangeSignInCode($code: String!) {\n    exchangeSignInCode(code: $code) {\n      token\n    }\n  }\n": typeof types.AccountExchangeSignInCodeDocument,
    "\n  mutation AccountStartFacebookLink {\n    startFacebookLink\n  }\n": typeof types.AccountStartFacebookLinkDocument,
    "\n  mutation AccountUnlinkFacebook {\n    unlinkFacebook {\n      ...AccountProfile\n    }\n  }\n": typeof types.AccountUnlinkFacebookDocument,
    "\n  fragment AdminProductFields on AdminProduct {\n    id\n    type\n    categoryId\n    slug\n    name {\n      en\n      mm\n      ch\n    }\n    description {\n      en\n      mm\n      ch\n    }\n    actualPrice\n    salePrice\n    saleStartsAt\n    saleEndsAt\n    weightKg\n    inStock\n    tokenReward\n    tokenAmount\n    referralPoint\n    hidden\n    featureImage\n    images {\n      id\n      url\n      thumb\n    }\n  }\n": typeof types.AdminProductFieldsFragmentDoc,
    "\n  fragment AdminProductVariantFields on AdminProduct {\n    options {\n      name {\n        en\n        mm\n        ch\n      }\n      values {\n        en\n        mm\n        ch\n      }\n    }\n    variants {\n      id\n      sku\n      optionValues\n      price\n      salePrice\n      stock\n      held\n      lowStockAt\n      weightKg\n      imageId\n      image\n    }\n  }\n": typeof types.AdminProductVariantFieldsFragmentDoc,
    "\n  query AdminProduct($id: Int!) {\n    adminProduct(id: $id) {\n      ...AdminProductFields\n      ...AdminProductVariantFields\n    }\n  }\n": typeof types.AdminProductDocument,
    "\n  query AdminProductPage($types: [ProductType!], $search: String, $categoryId: Int, $page: Int, $limit: Int) {\n    adminProductPage(types: $types, search: $search, categoryId: $categoryId, page: $page, limit: $limit) {\n      data {\n        ...AdminProductFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.AdminProductPageDocument,
    "\n  query AdminCategoryList {\n    adminCategories {\n      id\n      slug\n      name {\n        en\n        mm\n        ch\n      }\n      hidden\n      image\n      sort\n      productCount\n    }\n  }\n": typeof types.AdminCategoryListDocument,
    "\n  mutation AdminCreateProduct($input: ProductInput!, $featureImage: Upload, $images: [Upload!]) {\n    createProduct(input: $input, featureImage: $featureImage, images: $images)\n  }\n": typeof types.AdminCreateProductDocument,
    "\n  mutation AdminUpdateProduct($id: Int!, $input: ProductInput!, $addImages: [Upload!], $removeImageIds: [Int!], $imageOrder: [Int!]) {\n    updateProduct(id: $id, input: $input, addImages: $addImages, removeImageIds: $removeImageIds, imageOrder: $imageOrder)\n  }\n": typeof types.AdminUpdateProductDocument,
    "\n  mutation AdminCreateCategory($input: CategoryInput!, $image: Upload) {\n    createCategory(input: $input, image: $image)\n  }\n": typeof types.AdminCreateCategoryDocument,
    "\n  mutation AdminUpdateCategory($id: Int!, $input: CategoryInput!, $image: Upload) {\n    updateCategory(id: $id, input: $input, image: $image)\n  }\n": typeof types.AdminUpdateCategoryDocument,
    "\n  mutation AdminSetCategoryHidden($id: Int!, $hidden: Boolean!) {\n    setCategoryHidden(id: $id, hidden: $hidden)\n  }\n": typeof types.AdminSetCategoryHiddenDocument,
    "\n  query AdminSliders {\n    adminSliders {\n      id\n      name {\n        en\n        mm\n        ch\n      }\n      url\n      sort\n      hidden\n      image\n    }\n  }\n": typeof types.AdminSlidersDocument,
    "\n  mutation AdminCreateSlider($input: SliderInput!, $image: Upload!) {\n    createSlider(input: $input, image: $image)\n  }\n": typeof types.AdminCreateSliderDocument,
    "\n  mutation AdminUpdateSlider($id: Int!, $input: SliderInput!, $image: Upload) {\n    updateSlider(id: $id, input: $input, image: $image)\n  }\n": typeof types.AdminUpdateSliderDocument,
    "\n  mutation AdminSetContentHidden($kind: HideableContent!, $id: Int!, $hidden: Boolean!) {\n    setContentHidden(kind: $kind, id: $id, hidden: $hidden)\n  }\n": typeof types.AdminSetContentHiddenDocument,
    "\n  query AdminPaymentMethods {\n    adminPaymentMethods {\n      id\n      name\n      logo\n      sort\n      hidden\n      paymentNumbers {\n        accountName\n        accountNumber\n      }\n      kind\n      codRegionIds\n      codTownshipIds\n      codMaxTotal\n      merchantQr\n    }\n  }\n": typeof types.AdminPaymentMethodsDocument,
    "\n  query AdminCodRegions {\n    regions {\n      id\n      name\n    }\n  }\n": typeof types.AdminCodRegionsDocument,
    "\n  mutation AdminCreatePaymentMethod($input: PaymentMethodInput!, $logo: Upload, $merchantQr: Upload) {\n    createPaymentMethod(input: $input, logo: $logo, merchantQr: $merchantQr)\n  }\n": typeof types.AdminCreatePaymentMethodDocument,
    "\n  mutation AdminUpdatePaymentMethod($id: Int!, $input: PaymentMethodInput!, $logo: Upload, $merchantQr: Upload, $removeMerchantQr: Boolean) {\n    updatePaymentMethod(id: $id, input: $input, logo: $logo, merchantQr: $merchantQr, removeMerchantQr: $removeMerchantQr)\n  }\n": typeof types.AdminUpdatePaymentMethodDocument,
    "\n  query AdminSiteSettings {\n    settings {\n      siteName\n      siteLogo\n      siteFavicon\n      viber\n      telegram\n      contactNumber\n      shipping {\n        baseFee\n        feePerKg\n        regionBaseFees {\n          regionId\n          fee\n        }\n      }\n    }\n    regions {\n      id\n      name\n    }\n  }\n": typeof types.AdminSiteSettingsDocument,
    "\n  mutation AdminUpdateSiteSettings($input: SettingsInput!, $siteLogo: Upload, $siteFavicon: Upload) {\n    updateSettings(input: $input, siteLogo: $siteLogo, siteFavicon: $siteFavicon) {\n      siteName\n      siteLogo\n      siteFavicon\n      viber\n      telegram\n      contactNumber\n      shipping {\n        baseFee\n        feePerKg\n        regionBaseFees {\n          regionId\n          fee\n        }\n      }\n    }\n  }\n": typeof types.AdminUpdateSiteSettingsDocument,
    "\n  query AdminPromotion {\n    adminPromotion {\n      image\n      content {\n        en\n        mm\n        ch\n      }\n    }\n  }\n": typeof types.AdminPromotionDocument,
    "\n  mutation AdminUpdatePromotion($content: TranslatedTextInput!, $image: Upload) {\n    updatePromotion(content: $content, image: $image)\n  }\n": typeof types.AdminUpdatePromotionDocument,
    "\n  query AdminOnboardingSlides {\n    adminOnboardingSlides {\n      id\n      title {\n        en\n        mm\n        ch\n      }\n      body {\n        en\n        mm\n        ch\n      }\n      featureImage\n      sort\n      hidden\n    }\n  }\n": typeof types.AdminOnboardingSlidesDocument,
    "\n  mutation AdminCreateOnboardingSlide($input: OnboardingSlideInput!, $image: Upload) {\n    createOnboardingSlide(input: $input, image: $image)\n  }\n": typeof types.AdminCreateOnboardingSlideDocument,
    "\n  mutation AdminUpdateOnboardingSlide($id: Int!, $input: OnboardingSlideInput!, $image: Upload) {\n    updateOnboardingSlide(id: $id, input: $input, image: $image)\n  }\n": typeof types.AdminUpdateOnboardingSlideDocument,
    "\n  fragment AdminPaymentFlag on PaymentFlag {\n    code\n    detail\n    relatedPaymentId\n  }\n": typeof types.AdminPaymentFlagFragmentDoc,
    "\n  fragment AdminReceiptReading on ReceiptReading {\n    paymentId\n    state\n    amountMmk\n    amountDueMmk\n    transferredAt\n    transactionId\n    reference\n  }\n": typeof types.AdminReceiptReadingFragmentDoc,
    "\n  query AdminTransferPayment($id: Int!) {\n    adminTransferPayment(id: $id) {\n      id\n      kind\n      subjectId\n      userId\n      customerName\n      customerPhone\n      decision\n      decidedAt\n      createdAt\n      screenshotUrl\n      pictureDeletedAt\n      receipt {\n        ...AdminReceiptReading\n      }\n      flags {\n        ...AdminPaymentFlag\n      }\n    }\n  }\n": typeof types.AdminTransferPaymentDocument,
    "\n  query AdminPaymentCheckSettings {\n    adminPaymentCheckSettings {\n      nearDuplicateBits\n      maxNearDuplicateBits\n      transferMaxAgeHours\n      screenshotRetentionDays\n      readingOn\n    }\n  }\n": typeof types.AdminPaymentCheckSettingsDocument,
    "\n  mutation AdminUpdatePaymentCheckSettings($input: PaymentCheckSettingsInput!) {\n    updatePaymentCheckSettings(input: $input) {\n      nearDuplicateBits\n      maxNearDuplicateBits\n      transferMaxAgeHours\n      screenshotRetentionDays\n      readingOn\n    }\n  }\n": typeof types.AdminUpdatePaymentCheckSettingsDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      pendingOrders\n      pendingTokenPackOrders\n      pendingShippingOrders\n      pendingTicketPayments\n      pendingRecoveries\n      pendingReviews\n      refundsDue\n      flaggedPayments\n      todayOrders\n      todaySalesMmk\n      todayTokensSold\n      drawsDue\n      drawsDeclaredToday\n      codAwaitingParcels\n      codAwaitingMmk\n      codRemittedMmk\n      lowStockVariants {\n        variantId\n        productName\n        sku\n        label\n        stock\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    phone\n    isAdmin\n    role\n    blocked\n    tokenPoint\n    referralPoint\n    createdAt\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $page: Int, $limit: Int) {\n    adminUsers(search: $search, page: $page, limit: $limit) {\n      data {\n        ...AdminUserFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUserDetail($id: Int!, $tokenPage: Int, $referralPage: Int) {\n    adminUser(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      orders {\n        id\n        status\n        totalMmk\n        createdAt\n      }\n      tokenLedger(page: $tokenPage) {\n        data {\n          id\n          date\n          time\n          type\n          label\n          amount\n          balanceAfter\n          reason\n        }\n        meta {\n          total\n          perPage\n          currentPage\n          lastPage\n        }\n      }\n      referralLedger(page: $referralPage) {\n        data {\n          id\n          date\n          time\n          type\n          label\n          amount\n          balanceAfter\n          reason\n        }\n        meta {\n          total\n          perPage\n          currentPage\n          lastPage\n        }\n      }\n    }\n  }\n": typeof types.AdminUserDetailDocument,
    "\n  mutation AdminGrantTokens($userId: Int!, $amount: Int!, $reason: String!) {\n    grantTokens(userId: $userId, amount: $amount, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminGrantTokensDocument,
    "\n  mutation AdminGrantReferralPoints($userId: Int!, $amount: Int!, $reason: String!) {\n    grantReferralPoints(userId: $userId, amount: $amount, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminGrantReferralPointsDocument,
    "\n  mutation AdminSetUserRole($userId: Int!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminSetUserRoleDocument,
    "\n  mutation AdminSetUserBlocked($userId: Int!, $blocked: Boolean!) {\n    setUserBlocked(userId: $userId, blocked: $blocked) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminSetUserBlockedDocument,
    "\n  query AdminAuditLog($adminId: Int, $action: String, $from: String, $to: String, $page: Int, $limit: Int) {\n    auditLog(adminId: $adminId, action: $action, from: $from, to: $to, page: $page, limit: $limit) {\n      data {\n        id\n        admin {\n          id\n          name\n          phone\n        }\n        role\n        action\n        subject\n        detail\n        createdAt\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n    auditActions\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminLuckyDraws($ticketProductId: Int!, $page: Int, $limit: Int) {\n    adminLuckyDraws(ticketProductId: $ticketProductId, page: $page, limit: $limit) {\n      data {\n        id\n        batch\n        status\n        ticket\n        sold\n        remaining\n        heldNumbers\n        openedAt\n        drawAt\n        luckyNumber\n        winner {\n          id\n          name\n          phone\n        }\n        claimed\n        shipped\n        seedHash\n        seed\n        ticketsDigest\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.AdminLuckyDrawsDocument,
    "\n  query AdminCouriers {\n    couriers {\n      id\n      name\n      phone\n      trackingUrl\n      active\n    }\n  }\n": typeof types.AdminCouriersDocument,
    "\n  mutation AdminCreateCourier($input: CourierInput!) {\n    createCourier(input: $input)\n  }\n": typeof types.AdminCreateCourierDocument,
    "\n  mutation AdminUpdateCourier($id: Int!, $input: CourierInput!) {\n    updateCourier(id: $id, input: $input)\n  }\n": typeof types.AdminUpdateCourierDocument,
    "\n  query AdminDeliveryFees {\n    settings {\n      shipping {\n        townshipBaseFees {\n          townshipId\n          fee\n        }\n        weightSteps {\n          upToKg\n          fee\n        }\n      }\n    }\n    regions {\n      id\n      name\n    }\n  }\n": typeof types.AdminDeliveryFeesDocument,
    "\n  query AdminTownships($regionId: Int!) {\n    townships(regionId: $regionId) {\n      id\n      name\n    }\n  }\n": typeof types.AdminTownshipsDocument,
    "\n  mutation AdminUpdateDeliveryFees($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      shipping {\n        townshipBaseFees {\n          townshipId\n          fee\n        }\n        weightSteps {\n          upToKg\n          fee\n        }\n      }\n    }\n  }\n": typeof types.AdminUpdateDeliveryFeesDocument,
    "\n  query AdminWaybills($handedOver: Boolean) {\n    waybills(handedOver: $handedOver) {\n      code\n      recipientName\n      recipientPhone\n      collectMmk\n      handedOverAt\n      shippingOrder {\n        id\n        shippingAddress\n        courier\n        trackingNumber\n        orderItems {\n          id\n          qty\n          product {\n            name\n          }\n          variant {\n            label\n            sku\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminWaybillsDocument,
    "\n  mutation AdminHandOverParcel($code: String!) {\n    handOverParcel(code: $code) {\n      code\n      handedOverAt\n      recipientName\n      shippingOrder {\n        id\n      }\n    }\n  }\n": typeof types.AdminHandOverParcelDocument,
    "\n  mutation AdminImportCodRemittance($file: Upload) {\n    importCodRemittance(file: $file) {\n      paidCount\n      paidMmk\n      lines {\n        line\n        code\n        amountMmk\n        expectedMmk\n        outcome\n        message\n      }\n    }\n  }\n": typeof types.AdminImportCodRemittanceDocument,
    "\n  mutation AdminRefuseCodParcel($id: Int!, $reason: String!) {\n    refuseCodParcel(id: $id, reason: $reason)\n  }\n": typeof types.AdminRefuseCodParcelDocument,
    "\n  query AdminCodRefusalSetting {\n    settings {\n      refuseCodAfterUnpaidRefusal\n    }\n  }\n": typeof types.AdminCodRefusalSettingDocument,
    "\n  mutation AdminUpdateCodRefusalSetting($on: Boolean) {\n    updateSettings(input: { refuseCodAfterUnpaidRefusal: $on }) {\n      refuseCodAfterUnpaidRefusal\n    }\n  }\n": typeof types.AdminUpdateCodRefusalSettingDocument,
    "\n  query AdminMe {\n    me {\n      id\n      name\n      role\n      permissions\n    }\n  }\n": typeof types.AdminMeDocument,
    "\n  query AdminPendingOrders {\n    pendingOrders {\n      userId\n      customerName\n      customerPhone\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      order {\n        orderId\n        orderDate\n        shippingAddress\n        payment\n        paymentKind\n        totalPrice\n        discount\n        voucherCode\n        orderItems {\n          qty\n          unitPrice\n          product {\n            name\n            featureImage\n            type\n          }\n          variant {\n            id\n            sku\n            label\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminPendingOrdersDocument,
    "\n  query AdminPendingShippingOrders {\n    pendingShippingOrders {\n      userId\n      customerName\n      customerPhone\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      shippingOrder {\n        id\n        shippingOrderId\n        shippingAddress\n        shippingPrice\n        codAmount\n        payment\n        orderDate\n        orderItems {\n          qty\n          type\n          product {\n            name\n            kg\n            featureImage\n          }\n          variant {\n            id\n            sku\n            label\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminPendingShippingOrdersDocument,
    "\n  mutation AdminApproveOrder($id: Int!) {\n    approveOrder(id: $id)\n  }\n": typeof types.AdminApproveOrderDocument,
    "\n  mutation AdminCancelOrder($id: Int!, $reason: String!) {\n    cancelOrder(id: $id, reason: $reason)\n  }\n": typeof types.AdminCancelOrderDocument,
    "\n  mutation AdminApproveShippingOrder($id: Int!, $courierId: Int, $trackingNumber: String) {\n    approveShippingOrder(id: $id, courierId: $courierId, trackingNumber: $trackingNumber)\n  }\n": typeof types.AdminApproveShippingOrderDocument,
    "\n  mutation AdminRejectShippingOrder($id: Int!, $reason: String!) {\n    rejectShippingOrder(id: $id, reason: $reason)\n  }\n": typeof types.AdminRejectShippingOrderDocument,
    "\n  query AdminPendingTicketPayments {\n    pendingTicketPayments {\n      id\n      luckyDrawId\n      batch\n      productName\n      ticketCount\n      tickets\n      amountMmk\n      paymentMethodName\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      customerName\n      customerPhone\n      createdAt\n    }\n  }\n": typeof types.AdminPendingTicketPaymentsDocument,
    "\n  mutation AdminApproveTicketPayment($id: Int!) {\n    approveTicketPayment(id: $id)\n  }\n": typeof types.AdminApproveTicketPaymentDocument,
    "\n  mutation AdminRejectTicketPayment($id: Int!, $reason: String!) {\n    rejectTicketPayment(id: $id, reason: $reason)\n  }\n": typeof types.AdminRejectTicketPaymentDocument,
    "\n  query AdminTicketProducts {\n    adminTicketProducts {\n      id\n      productId\n      name\n      ticket\n      costTokenPoint\n      label\n      labelMm\n      labelCh\n      hidden\n      batch\n      batchTicket\n      sold\n      endsAt\n      minTickets\n    }\n  }\n": typeof types.AdminTicketProductsDocument,
    "\n  query AdminPrizeProducts {\n    products(types: [PRIZE], perPage: 100) {\n      data {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminPrizeProductsDocument,
    "\n  mutation AdminCreateTicketProduct($input: TicketProductInput!) {\n    createTicketProduct(input: $input)\n  }\n": typeof types.AdminCreateTicketProductDocument,
    "\n  mutation AdminUpdateTicketProduct($id: Int!, $input: TicketProductUpdate!) {\n    updateTicketProduct(id: $id, input: $input)\n  }\n": typeof types.AdminUpdateTicketProductDocument,
    "\n  query AdminPendingRecoveries {\n    pendingRecoveries {\n      id\n      userId\n      customerName\n      customerPhone\n      missedDays\n      feeMmk\n      payment\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      createdAt\n    }\n  }\n": typeof types.AdminPendingRecoveriesDocument,
    "\n  mutation AdminApproveRecovery($id: Int!) {\n    approveRecovery(id: $id)\n  }\n": typeof types.AdminApproveRecoveryDocument,
    "\n  mutation AdminRejectRecovery($id: Int!, $reason: String!) {\n    rejectRecovery(id: $id, reason: $reason)\n  }\n": typeof types.AdminRejectRecoveryDocument,
    "\n  query AdminGifts {\n    adminProducts(types: [REFERRAL_GIFT]) {\n      id\n      type\n      categoryId\n      slug\n      name {\n        en\n        mm\n        ch\n      }\n      description {\n        en\n        mm\n        ch\n      }\n      actualPrice\n      weightKg\n      inStock\n      tokenReward\n      referralPoint\n      hidden\n      featureImage\n    }\n  }\n": typeof types.AdminGiftsDocument,
    "\n  query AdminCategories {\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation AdminCreateGift($input: ProductInput!, $featureImage: Upload) {\n    createProduct(input: $input, featureImage: $featureImage)\n  }\n": typeof types.AdminCreateGiftDocument,
    "\n  mutation AdminUpdateGift($id: Int!, $input: ProductInput!, $featureImage: Upload) {\n    updateProduct(id: $id, input: $input, featureImage: $featureImage)\n  }\n": typeof types.AdminUpdateGiftDocument,
    "\n  mutation AdminSetProductHidden($id: Int!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden)\n  }\n": typeof types.AdminSetProductHiddenDocument,
    "\n  fragment AdminRewardSettings on SiteSettings {\n    dailyPoint\n    dailyRewardPoint\n    rewards {\n      referralPointsPerSignup\n      recoveryFeeMmk\n      tokensPer10000Mmk\n      tokenPriceMmk\n      drawDelayMinutes\n      ticketHoldPercent\n      ticketHoldMinutes\n    }\n  }\n": typeof types.AdminRewardSettingsFragmentDoc,
    "\n  query AdminSettings {\n    settings {\n      ...AdminRewardSettings\n    }\n  }\n": typeof types.AdminSettingsDocument,
    "\n  mutation AdminUpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminRewardSettings\n    }\n  }\n": typeof types.AdminUpdateSettingsDocument,
    "\n  query AdminPendingReviews {\n    pendingReviews {\n      userId\n      customerPhone\n      review {\n        id\n        userName\n        userImage\n        rating\n        comment\n        files\n        thumbs\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminPendingReviewsDocument,
    "\n  mutation AdminApproveReview($id: Int!) {\n    approveReview(id: $id)\n  }\n": typeof types.AdminApproveReviewDocument,
    "\n  mutation AdminRejectReview($id: Int!, $reason: String!) {\n    rejectReview(id: $id, reason: $reason)\n  }\n": typeof types.AdminRejectReviewDocument,
    "\n  subscription AdminQueueEvents {\n    adminQueueEvents {\n      queue\n      resync\n    }\n  }\n": typeof types.AdminQueueEventsDocument,
    "\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      status\n      payment\n      paymentKind\n      totalMmk\n      discount\n      voucherCode\n      createdAt\n      shippingAddress\n      cancelReason\n      userId\n      customerName\n      customerPhone\n      refundableMmk\n      lines {\n        orderItemId\n        productId\n        productName\n        variantLabel\n        qty\n        unitPrice\n        state\n        refundable\n      }\n      refunds {\n        id\n        amount\n        reason\n        status\n        method\n        date\n      }\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  mutation AdminRefundOrder($input: RefundInput!, $screenshot: Upload) {\n    refundOrder(input: $input, screenshot: $screenshot)\n  }\n": typeof types.AdminRefundOrderDocument,
    "\n  query AdminRefunds($status: RefundStatus) {\n    adminRefunds(status: $status) {\n      id\n      userId\n      customerName\n      customerPhone\n      kind\n      subjectId\n      amountMmk\n      reason\n      status\n      method\n      screenshotUrl\n      createdAt\n      refundedAt\n    }\n  }\n": typeof types.AdminRefundsDocument,
    "\n  mutation AdminSettleRefund($id: Int!, $method: String!, $screenshot: Upload) {\n    settleRefund(id: $id, method: $method, screenshot: $screenshot)\n  }\n": typeof types.AdminSettleRefundDocument,
    "\n  query AdminSalesReport($from: Date!, $to: Date!, $bucket: ReportBucket!) {\n    salesReport(from: $from, to: $to, bucket: $bucket) {\n      from\n      to\n      bucket\n      buckets {\n        start\n        revenue\n        orders\n        units\n        averageOrder\n      }\n      totals {\n        revenue\n        orders\n        units\n        averageOrder\n      }\n      byPaymentMethod {\n        kind\n        revenue\n        orders\n      }\n      bestSellers {\n        products {\n          productId\n          name\n          units\n          revenue\n        }\n        variants {\n          productId\n          variantId\n          name\n          variant\n          units\n          revenue\n        }\n      }\n      tokensSold\n      tokensSpent\n      ticketsSold\n      draws\n      vouchersGiven\n      refunds {\n        count\n        kyat\n      }\n    }\n  }\n": typeof types.AdminSalesReportDocument,
    "\n  query AdminPendingReturns {\n    pendingReturns {\n      orderId\n      userId\n      customerName\n      customerPhone\n      amountMmk\n      lines {\n        orderItemId\n        qty\n        unitPrice\n        product {\n          name\n          featureImage\n        }\n        variant {\n          label\n        }\n      }\n      orderReturn {\n        id\n        status\n        reason\n        reasonText\n        comment\n        orderItemIds\n        photos\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminPendingReturnsDocument,
    "\n  mutation AdminApproveReturn($id: Int!, $restock: Boolean) {\n    approveReturn(id: $id, restock: $restock)\n  }\n": typeof types.AdminApproveReturnDocument,
    "\n  mutation AdminRejectReturn($id: Int!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason)\n  }\n": typeof types.AdminRejectReturnDocument,
    "\n  query AdminVouchers {\n    adminVouchers {\n      id\n      code\n      kind\n      value\n      minSpend\n      maxDiscount\n      usesPerShopper\n      totalUses\n      used\n      givenMmk\n      startsAt\n      endsAt\n      productIds\n      categoryIds\n      firstOrderOnly\n      paused\n      state\n      title {\n        en\n        mm\n        ch\n      }\n      createdAt\n    }\n  }\n": typeof types.AdminVouchersDocument,
    "\n  mutation AdminCreateVoucher($input: VoucherInput!) {\n    createVoucher(input: $input)\n  }\n": typeof types.AdminCreateVoucherDocument,
    "\n  mutation AdminSetVoucherPaused($id: Int!, $paused: Boolean!) {\n    setVoucherPaused(id: $id, paused: $paused)\n  }\n": typeof types.AdminSetVoucherPausedDocument,
    "\n  query AdminWebhooks {\n    adminWebhooks {\n      id\n      url\n      description\n      events\n      paused\n      secretHint\n      pendingDeliveries\n      failedDeliveries\n      createdAt\n    }\n  }\n": typeof types.AdminWebhooksDocument,
    "\n  query AdminWebhookDeliveries($endpointId: Int!, $page: Int) {\n    webhookDeliveries(endpointId: $endpointId, page: $page) {\n      data {\n        id\n        eventId\n        eventType\n        status\n        attempts\n        lastAttemptAt\n        lastResponseCode\n        lastError\n        nextAttemptAt\n      }\n      meta {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminCreateWebhook($input: WebhookInput!) {\n    createWebhook(input: $input)\n  }\n": typeof types.AdminCreateWebhookDocument,
    "\n  mutation AdminSetWebhookPaused($id: Int!, $paused: Boolean!) {\n    setWebhookPaused(id: $id, paused: $paused)\n  }\n": typeof types.AdminSetWebhookPausedDocument,
    "\n  mutation AdminDeleteWebhook($id: Int!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.AdminDeleteWebhookDocument,
    "\n  mutation AdminResendWebhookDelivery($id: Int!) {\n    resendWebhookDelivery(id: $id)\n  }\n": typeof types.AdminResendWebhookDeliveryDocument,
    "\n  fragment ProductCardFields on ProductCard {\n    id\n    slug\n    name\n    category\n    featureImage\n    actualPrice\n    salePrice\n    saleStartsAt\n    saleEndsAt\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query HomeSliders {\n    sliders {\n      id\n      name\n      image\n      url\n    }\n  }\n": typeof types.HomeSlidersDocument,
    "\n  query HomeCategories {\n    categories {\n      id\n      name\n      image\n    }\n  }\n": typeof types.HomeCategoriesDocument,
    "\n  query LatestProducts($page: Int) {\n    latestProducts(page: $page) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.LatestProductsDocument,
    "\n  query SearchProducts($search: String!, $page: Int, $perPage: Int) {\n    products(search: $search, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query CategoryProducts($categoryId: Int!, $page: Int, $perPage: Int) {\n    products(categoryId: $categoryId, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.CategoryProductsDocument,
    "\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      type\n      category\n      categoryId\n      featureImage\n      productImages\n      actualPrice\n      salePrice\n      saleStartsAt\n      saleEndsAt\n      ratingAverage\n      ratingCount\n      reviews {\n        userImage\n        userName\n        rating\n        comment\n      }\n      description\n      options {\n        name\n        values\n      }\n      variants {\n        id\n        sku\n        optionValues\n        price\n        salePrice\n        stock\n        available\n        image\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  mutation CatalogAddToCart($input: CartItemInput!) {\n    addToCart(input: $input) {\n      count\n      lines {\n        id\n        product {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.CatalogAddToCartDocument,
    "\n  mutation CatalogRateProduct($productId: Int!, $rating: Int!, $comment: String!) {\n    rateProduct(productId: $productId, rating: $rating, comment: $comment) {\n      productId\n      rating\n      comment\n      ratingAverage\n      ratingCount\n    }\n  }\n": typeof types.CatalogRateProductDocument,
    "\n  fragment CommerceProduct on ProductSummary {\n    id\n    slug\n    name\n    type\n    category\n    featureImage\n    actualPrice\n    kg\n    available\n  }\n": typeof types.CommerceProductFragmentDoc,
    "\n  query CommerceCart {\n    cart {\n      count\n      total\n      lines {\n        id\n        qty\n        subtotal\n        unitPrice\n        regularPrice\n        onSale\n        saleEnded\n        product {\n          ...CommerceProduct\n        }\n        variant {\n          id\n          label\n          price\n          stock\n        }\n      }\n    }\n  }\n": typeof types.CommerceCartDocument,
    "\n  mutation CommerceAddToCart($input: CartItemInput!) {\n    addToCart(input: $input) {\n      count\n    }\n  }\n": typeof types.CommerceAddToCartDocument,
    "\n  mutation CommerceUpdateCartLine($input: CartItemInput!) {\n    updateCartLine(input: $input) {\n      count\n    }\n  }\n": typeof types.CommerceUpdateCartLineDocument,
    "\n  mutation CommerceRemoveFromCart($cartLineIds: [Int!]) {\n    removeFromCart(cartLineIds: $cartLineIds) {\n      count\n    }\n  }\n": typeof types.CommerceRemoveFromCartDocument,
    "\n  query CommerceBillingInfo {\n    me {\n      id\n      name\n      phone\n      address\n      postalCode\n      region {\n        id\n        name\n      }\n      township {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CommerceBillingInfoDocument,
    "\n  fragment CommerceOrder on Order {\n    orderId\n    discount\n    voucherCode\n    status\n    statusMessage\n    orderDate\n    shippingAddress\n    orderItems {\n      product {\n        ...CommerceProduct\n      }\n      qty\n      unitPrice\n      variant {\n        id\n        label\n        price\n        stock\n      }\n    }\n    payment\n    paymentKind\n    totalPrice\n    cancelReason\n    cancellable\n    refunds {\n      id\n      amount\n      status\n      method\n      date\n    }\n    returns {\n      id\n      status\n      reasonText\n      rejectReason\n    }\n  }\n": typeof types.CommerceOrderFragmentDoc,
    "\n  mutation CommerceRequestReturn($input: ReturnInput!, $photos: [Upload!]) {\n    requestReturn(input: $input, photos: $photos)\n  }\n": typeof types.CommerceRequestReturnDocument,
    "\n  mutation CommerceCancelMyOrder($orderId: Int!, $reason: OrderCancelReason!) {\n    cancelMyOrder(orderId: $orderId, reason: $reason) {\n      ...CommerceOrder\n    }\n  }\n": typeof types.CommerceCancelMyOrderDocument,
    "\n  query CommercePreviewVoucher($code: String!, $cartLineIds: [Int!], $productId: Int, $variantId: Int, $qty: Int) {\n    previewVoucher(code: $code, cartLineIds: $cartLineIds, productId: $productId, variantId: $variantId, qty: $qty) {\n      code\n      title\n      subtotal\n      discount\n      total\n    }\n  }\n": typeof types.CommercePreviewVoucherDocument,
    "\n  mutation CommerceCheckout($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String, $cartLineIds: [Int!], $voucherCode: String) {\n    checkout(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference, cartLineIds: $cartLineIds, voucherCode: $voucherCode) {\n      ...CommerceOrder\n    }\n  }\n": typeof types.CommerceCheckoutDocument,
    "\n  mutation CommerceBuyNow($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String, $productId: Int, $qty: Int, $variantId: Int, $voucherCode: String) {\n    buyNow(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference, productId: $productId, qty: $qty, variantId: $variantId, voucherCode: $voucherCode) {\n      ...CommerceOrder\n    }\n  }\n": typeof types.CommerceBuyNowDocument,
    "\n  query CommerceMyOrders {\n    myOrders {\n      ...CommerceOrder\n    }\n  }\n": typeof types.CommerceMyOrdersDocument,
    "\n  query CommerceToShipItems {\n    toShipItems {\n      id\n      qty\n      type\n      product {\n        ...CommerceProduct\n      }\n      variant {\n        id\n        label\n        price\n        stock\n      }\n    }\n  }\n": typeof types.CommerceToShipItemsDocument,
    "\n  query CommerceShippingPrice($orderItemIds: [Int!]!) {\n    shippingPrice(orderItemIds: $orderItemIds)\n  }\n": typeof types.CommerceShippingPriceDocument,
    "\n  fragment CommerceShippingOrder on ShippingOrder {\n    id\n    shippingOrderId\n    orderId\n    status\n    shippingAddress\n    shippingPrice\n    payment\n    orderDate\n    receivedDate\n    rejectReason\n    courier\n    courierPhone\n    trackingNumber\n    trackingUrl\n    codAmount\n    orderItems {\n      id\n      qty\n      type\n      status\n      product {\n        ...CommerceProduct\n      }\n        variant {\n          id\n          label\n          price\n          stock\n        }\n    }\n  }\n": typeof types.CommerceShippingOrderFragmentDoc,
    "\n  mutation CommerceCreateShippingOrder($orderItemIds: [Int!]!, $paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String) {\n    createShippingOrder(orderItemIds: $orderItemIds, paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference) {\n      ...CommerceShippingOrder\n    }\n  }\n": typeof types.CommerceCreateShippingOrderDocument,
    "\n  query CommerceShippingOrders($status: ShippingStatus) {\n    shippingOrders(status: $status) {\n      id\n      shippingOrderId\n      status\n      shippingOrderItems\n      shippingPrice\n      payment\n      orderDate\n      receivedDate\n      courier\n      codAmount\n    }\n  }\n": typeof types.CommerceShippingOrdersDocument,
    "\n  query CommerceShippingOrderDetail($id: Int!) {\n    shippingOrder(id: $id) {\n      ...CommerceShippingOrder\n    }\n  }\n": typeof types.CommerceShippingOrderDetailDocument,
    "\n  mutation CommerceConfirmReceived($id: Int!) {\n    confirmReceived(id: $id)\n  }\n": typeof types.CommerceConfirmReceivedDocument,
    "\n  query LiveServerTime {\n    serverTime\n  }\n": typeof types.LiveServerTimeDocument,
    "\n  query LiveUpcomingDraws {\n    upcomingDraws {\n      id\n      ticketProductId\n      batch\n      status\n      ticket\n      sold\n      drawAt\n      endsAt\n      product {\n        id\n        name\n        category\n        featureImage\n        actualPrice\n      }\n    }\n  }\n": typeof types.LiveUpcomingDrawsDocument,
    "\n  subscription LiveDrawReveals {\n    drawReveals {\n      id\n      ticketProductId\n      productId\n      batch\n      luckyNumber\n      youWin\n      winnerName\n      drawnAt\n      revealAt\n    }\n  }\n": typeof types.LiveDrawRevealsDocument,
    "\n  fragment TicketProductFields on TicketProductCard {\n    id\n    productId\n    slug\n    name\n    category\n    featureImage\n    actualPrice\n    ticket\n    remainingTickets\n    costTokenPoint\n    label\n    batch\n    luckyDrawId\n    ticketPriceMmk\n    endsAt\n    minTickets\n  }\n": typeof types.TicketProductFieldsFragmentDoc,
    "\n  query LuckyDrawTicketProducts($page: Int, $perPage: Int) {\n    ticketProducts(page: $page, perPage: $perPage) {\n      data {\n        ...TicketProductFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.LuckyDrawTicketProductsDocument,
    "\n  query LuckyDrawHomeTicketProducts {\n    homeTicketProducts {\n      ...TicketProductFields\n    }\n  }\n": typeof types.LuckyDrawHomeTicketProductsDocument,
    "\n  query LuckyDrawTicketProduct($id: Int!) {\n    ticketProduct(id: $id) {\n      ...TicketProductFields\n    }\n  }\n": typeof types.LuckyDrawTicketProductDocument,
    "\n  query LuckyDrawTicketProductForProduct($productId: Int!) {\n    ticketProductForProduct(productId: $productId) {\n      ...TicketProductFields\n    }\n  }\n": typeof types.LuckyDrawTicketProductForProductDocument,
    "\n  query LuckyDrawWinnerSlides {\n    winnerSlides {\n      id\n      product\n      name\n    }\n  }\n": typeof types.LuckyDrawWinnerSlidesDocument,
    "\n  query LuckyDrawBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n": typeof types.LuckyDrawBalanceDocument,
    "\n  query LuckyDrawMyDraws($list: MyDrawList!) {\n    myLuckyDraws(list: $list) {\n      id\n      ticketId\n      batch\n      status\n      openedAt\n      drawAt\n      luckyNumber\n      isWin\n      claimed\n      ticketNumbers\n      pendingNumbers\n      product {\n        id\n        name\n        category\n        featureImage\n        actualPrice\n      }\n    }\n  }\n": typeof types.LuckyDrawMyDrawsDocument,
    "\n  query LuckyDrawDetail($id: Int!) {\n    luckyDraw(id: $id) {\n      id\n      randomTicketNumbers\n      endsAt\n      minTickets\n      ...DrawDetail\n    }\n  }\n": typeof types.LuckyDrawDetailDocument,
    "\n  query LuckyDrawLiveNumber($ticketId: Int!) {\n    liveLuckyNumber(ticketId: $ticketId) {\n      code\n      luckyNumber\n      luckyDrawId\n    }\n  }\n": typeof types.LuckyDrawLiveNumberDocument,
    "\n  fragment TicketPurchaseFields on TicketPurchaseResult {\n    ticketCounts\n    tokenUse\n    productName\n    tickets\n    batch\n    luckyDrawId\n    ticketId\n    status\n    amountMmk\n  }\n": typeof types.TicketPurchaseFieldsFragmentDoc,
    "\n  mutation LuckyDrawBuyTickets($ticketProductId: Int!, $ticketCount: Int!) {\n    buyTickets(ticketProductId: $ticketProductId, ticketCount: $ticketCount) {\n      ...TicketPurchaseFields\n    }\n  }\n": typeof types.LuckyDrawBuyTicketsDocument,
    "\n  mutation LuckyDrawBuyTicketsByTransfer($ticketProductId: Int!, $ticketCount: Int!, $paymentId: Int, $paymentImage: Upload, $paymentReference: String) {\n    buyTicketsByTransfer(ticketProductId: $ticketProductId, ticketCount: $ticketCount, paymentId: $paymentId, paymentImage: $paymentImage, paymentReference: $paymentReference) {\n      ...TicketPurchaseFields\n    }\n  }\n": typeof types.LuckyDrawBuyTicketsByTransferDocument,
    "\n  fragment NotificationItem on Notification {\n    id\n    title\n    body\n    image\n    link\n    read\n    createdAt\n  }\n": typeof types.NotificationItemFragmentDoc,
    "\n  query NotificationsUnreadCount {\n    unreadNotificationCount\n  }\n": typeof types.NotificationsUnreadCountDocument,
    "\n  query Notifications($page: Int, $limit: Int) {\n    notifications(page: $page, limit: $limit) {\n      data {\n        ...NotificationItem\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n      unreadCount\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation ReadNotification($id: Int!) {\n    readNotification(id: $id) {\n      id\n      read\n    }\n  }\n": typeof types.ReadNotificationDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationEvents {\n    notificationEvents {\n      notification {\n        ...NotificationItem\n      }\n      unreadCount\n      resync\n    }\n  }\n": typeof types.NotificationEventsDocument,
    "\n  query VapidPublicKey {\n    settings {\n      vapidPublicKey\n    }\n  }\n": typeof types.VapidPublicKeyDocument,
    "\n  query PushAccount {\n    me {\n      id\n    }\n  }\n": typeof types.PushAccountDocument,
    "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input)\n  }\n": typeof types.SavePushSubscriptionDocument,
    "\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n": typeof types.DeletePushSubscriptionDocument,
    "\n  fragment ReviewFields on Review {\n    id\n    userName\n    userImage\n    rating\n    comment\n    files\n    thumbs\n    status\n    rejectReason\n    createdAt\n  }\n": typeof types.ReviewFieldsFragmentDoc,
    "\n  query ReviewsList($page: Int) {\n    reviews(page: $page) {\n      data {\n        ...ReviewFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.ReviewsListDocument,
    "\n  query MyReviews($page: Int) {\n    myReviews(page: $page) {\n      data {\n        ...ReviewFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.MyReviewsDocument,
    "\n  mutation PostReview($rating: Int!, $comment: String!, $files: [Upload!]) {\n    postReview(rating: $rating, comment: $comment, files: $files) {\n      ...ReviewFields\n    }\n  }\n": typeof types.PostReviewDocument,
    "\n  query RewardsProfile {\n    me {\n      id\n      tokenPoint\n      referralPoint\n      referralCode\n    }\n  }\n": typeof types.RewardsProfileDocument,
    "\n  fragment ReferralGiftFields on ProductCard {\n    id\n    name\n    featureImage\n    actualPrice\n    referralPoint\n  }\n": typeof types.ReferralGiftFieldsFragmentDoc,
    "\n  query RewardsReferralGifts($page: Int) {\n    products(types: [REFERRAL_GIFT], page: $page) {\n      data {\n        ...ReferralGiftFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.RewardsReferralGiftsDocument,
    "\n  query RewardsReferralHistories($page: Int) {\n    referralHistories(page: $page) {\n      data {\n        id\n        date\n        time\n        label\n        token\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.RewardsReferralHistoriesDocument,
    "\n  mutation RewardsClaimReferralGift($productId: Int!) {\n    claimReferralGift(productId: $productId)\n  }\n": typeof types.RewardsClaimReferralGiftDocument,
    "\n  fragment DailyRewardFields on DailyReward {\n    today\n    cycleStart\n    days {\n      date\n      status\n    }\n    signedToday\n    claimedToday\n    dailyPoint\n    recovery {\n      status\n      missedDays\n      pending\n      feeMmk\n      lastRejectReason\n    }\n  }\n": typeof types.DailyRewardFieldsFragmentDoc,
    "\n  query RewardsDailyRewardToday {\n    dailyReward {\n      today\n      signedToday\n    }\n  }\n": typeof types.RewardsDailyRewardTodayDocument,
    "\n  query RewardsDailyReward {\n    dailyReward {\n      ...DailyRewardFields\n    }\n  }\n": typeof types.RewardsDailyRewardDocument,
    "\n  mutation RewardsDailyCheckIn($date: String!) {\n    dailyCheckIn(date: $date) {\n      ...DailyRewardFields\n    }\n  }\n": typeof types.RewardsDailyCheckInDocument,
    "\n  mutation RewardsClaimDailyReward($date: String!) {\n    claimDailyReward(date: $date) {\n      date\n      tokens\n      bonus\n    }\n  }\n": typeof types.RewardsClaimDailyRewardDocument,
    "\n  mutation RewardsRestartDailyCycle($date: String!) {\n    restartDailyCycle(date: $date) {\n      ...DailyRewardFields\n    }\n  }\n": typeof types.RewardsRestartDailyCycleDocument,
    "\n  mutation RewardsRecoverDailySigns($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String) {\n    recoverDailySigns(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference) {\n      status\n      missedDays\n      pending\n      feeMmk\n      lastRejectReason\n    }\n  }\n": typeof types.RewardsRecoverDailySignsDocument,
    "\n  query SiteSettings {\n    settings {\n      siteName\n      siteLogoThumb\n      siteFavicon\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  query TokenBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n": typeof types.TokenBalanceDocument,
    "\n  query MenuCategories {\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.MenuCategoriesDocument,
    "\n  query ShellCartCount {\n    cart {\n      count\n    }\n  }\n": typeof types.ShellCartCountDocument,
    "\n  query SupportContacts {\n    settings {\n      viber\n      telegram\n      contactNumber\n    }\n  }\n": typeof types.SupportContactsDocument,
    "\n  query PromotionBrand {\n    settings {\n      siteName\n      siteLogo\n    }\n  }\n": typeof types.PromotionBrandDocument,
    "\n  query Promotion {\n    promotion {\n      image\n      content\n    }\n  }\n": typeof types.PromotionDocument,
    "\n  query WalletBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n": typeof types.WalletBalanceDocument,
    "\n  fragment TokenProductFields on ProductCard {\n    id\n    slug\n    name\n    type\n    category\n    featureImage\n    actualPrice\n    token\n  }\n": typeof types.TokenProductFieldsFragmentDoc,
    "\n  query WalletTokenProducts($page: Int, $perPage: Int) {\n    products(types: [TOKEN_PRODUCT], page: $page, perPage: $perPage) {\n      data {\n        ...TokenProductFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.WalletTokenProductsDocument,
    "\n  query WalletTokenHistories($page: Int) {\n    tokenHistories(page: $page) {\n      data {\n        id\n        date\n        time\n        type\n        label\n        token\n        balanceAfter\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.WalletTokenHistoriesDocument,
    "\n  query Winners($page: Int) {\n    winners(page: $page) {\n      data {\n        id\n        name\n        profileImage\n        winner {\n          name\n          profileImage\n          date\n          township\n        }\n        createdAt\n        batch\n        openedAt\n        luckyNumber\n        product {\n          id\n          slug\n          name\n          category\n          featureImage\n          actualPrice\n        }\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.WinnersDocument,
    "\n  query WinnerDetail($id: Int!) {\n    luckyDraw(id: $id) {\n      id\n      ...DrawDetail\n    }\n  }\n": typeof types.WinnerDetailDocument,
    "\n  query Histories($page: Int) {\n    tokenHistories(page: $page) {\n      data {\n        id\n        type\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.HistoriesDocument,
};
const documents: Documents = {
    "\n  query PhoneCheck {\n    me {\n      id\n      phone\n    }\n  }\n": types.PhoneCheckDocument,
    "\n  fragment DrawDetail on LuckyDrawDetail {\n    id\n    ticketProductId\n    batch\n    status\n    ticket\n    sold\n    luckyNumber\n    isWin\n    claimed\n    openedAt\n    drawAt\n    ticketNumbers\n    product {\n      id\n      slug\n      name\n      category\n      featureImage\n      actualPrice\n    }\n    winner {\n      name\n      profileImage\n      date\n      township\n    }\n    fairness {\n      ticketProductId\n      batch\n      ticket\n      drawnAmong\n      seedHash\n      seed\n      ticketsDigest\n      ticketsUrl\n      formula\n    }\n  }\n": types.DrawDetailFragmentDoc,
    "\n  mutation ClaimPrize($luckyDrawWinnerId: Int!) {\n    claimPrize(luckyDrawWinnerId: $luckyDrawWinnerId)\n  }\n": types.ClaimPrizeDocument,
    "\n  query CommercePaymentMethods {\n    paymentMethods {\n      id\n      name\n      logo\n      kind\n      codMaxTotal\n      hasQr\n    }\n  }\n": types.CommercePaymentMethodsDocument,
    "\n  query CommercePaymentMethod($id: Int!) {\n    paymentMethod(id: $id) {\n      id\n      name\n      logo\n      paymentNumbers {\n        accountName\n        accountNumber\n      }\n    }\n  }\n": types.CommercePaymentMethodDocument,
    "\n  mutation PaymentCreateQr($kind: PaymentKind!, $paymentId: Int!, $amountMmk: Int!) {\n    createPaymentQr(kind: $kind, paymentId: $paymentId, amountMmk: $amountMmk) {\n      png\n      amountMmk\n      reference\n    }\n  }\n": types.PaymentCreateQrDocument,
    "\n  fragment AccountProfile on Profile {\n    id\n    name\n    phone\n    address\n    postalCode\n    region {\n      id\n      name\n    }\n    township {\n      id\n      name\n    }\n    profileImage\n    referralCode\n    tokenPoint\n    referralPoint\n    facebookLinked\n    hasPassword\n  }\n": types.AccountProfileFragmentDoc,
    "\n  query AccountMe {\n    me {\n      ...AccountProfile\n    }\n  }\n": types.AccountMeDocument,
    "\n  query AccountRegions {\n    regions {\n      id\n      name\n    }\n  }\n": types.AccountRegionsDocument,
    "\n  query AccountTownships($regionId: Int!) {\n    townships(regionId: $regionId) {\n      id\n      name\n    }\n  }\n": types.AccountTownshipsDocument,
    "\n  query AccountOnboardingSlides {\n    onboardingSlides {\n      id\n      title\n      body\n      featureImage\n    }\n  }\n": types.AccountOnboardingSlidesDocument,
    "\n  mutation AccountLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": types.AccountLoginDocument,
    "\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": types.AccountRegisterDocument,
    "\n  mutation AccountCreateProfile($input: CreateProfileInput!, $profileImage: Upload) {\n    createProfile(input: $input, profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n": types.AccountCreateProfileDocument,
    "\n  mutation AccountUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AccountProfile\n    }\n  }\n": types.AccountUpdateProfileDocument,
    "\n  mutation AccountUpdateShipping($input: ShippingInput!) {\n    updateShipping(input: $input) {\n      ...AccountProfile\n    }\n  }\n": types.AccountUpdateShippingDocument,
    "\n  mutation AccountUploadProfileImage($profileImage: Upload!) {\n    uploadProfileImage(profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n": types.AccountUploadProfileImageDocument,
    "\n  mutation AccountUpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input) {\n      token\n    }\n  }\n": types.AccountUpdatePasswordDocument,
    "\n  mutation AccountRequestPasswordReset($phone: String!) {\n    requestPasswordReset(phone: $phone) {\n      resendAfterSeconds\n      expiresInSeconds\n      message\n    }\n  }\n": types.AccountRequestPasswordResetDocument,
    "\n  mutation AccountResetPasswordWithCode($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.AccountResetPasswordWithCodeDocument,
    "\n  query AccountFacebookSignInUrl($referralCode: String) {\n    facebookSignInUrl(referralCode: $referralCode)\n  }\n": types.AccountFacebookSignInUrlDocument,
    "\n  mutation AccountExchangeSignInCode($code: String!) {\n    exchangeSignInCode(code: $code) {\n      token\n    }\n  }\n": types.AccountExchangeSignInCodeDocument,
    "\n  mutation AccountStartFacebookLink {\n    startFacebookLink\n  }\n": types.AccountStartFacebookLinkDocument,
    "\n  mutation AccountUnlinkFacebook {\n    unlinkFacebook {\n      ...AccountProfile\n    }\n  }\n": types.AccountUnlinkFacebookDocument,
    "\n  fragment AdminProductFields on AdminProduct {\n    id\n    type\n    categoryId\n    slug\n    name {\n      en\n      mm\n      ch\n    }\n    description {\n      en\n      mm\n      ch\n    }\n    actualPrice\n    salePrice\n    saleStartsAt\n    saleEndsAt\n    weightKg\n    inStock\n    tokenReward\n    tokenAmount\n    referralPoint\n    hidden\n    featureImage\n    images {\n      id\n      url\n      thumb\n    }\n  }\n": types.AdminProductFieldsFragmentDoc,
    "\n  fragment AdminProductVariantFields on AdminProduct {\n    options {\n      name {\n        en\n        mm\n        ch\n      }\n      values {\n        en\n        mm\n        ch\n      }\n    }\n    variants {\n      id\n      sku\n      optionValues\n      price\n      salePrice\n      stock\n      held\n      lowStockAt\n      weightKg\n      imageId\n      image\n    }\n  }\n": types.AdminProductVariantFieldsFragmentDoc,
    "\n  query AdminProduct($id: Int!) {\n    adminProduct(id: $id) {\n      ...AdminProductFields\n      ...AdminProductVariantFields\n    }\n  }\n": types.AdminProductDocument,
    "\n  query AdminProductPage($types: [ProductType!], $search: String, $categoryId: Int, $page: Int, $limit: Int) {\n    adminProductPage(types: $types, search: $search, categoryId: $categoryId, page: $page, limit: $limit) {\n      data {\n        ...AdminProductFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.AdminProductPageDocument,
    "\n  query AdminCategoryList {\n    adminCategories {\n      id\n      slug\n      name {\n        en\n        mm\n        ch\n      }\n      hidden\n      image\n      sort\n      productCount\n    }\n  }\n": types.AdminCategoryListDocument,
    "\n  mutation AdminCreateProduct($input: ProductInput!, $featureImage: Upload, $images: [Upload!]) {\n    createProduct(input: $input, featureImage: $featureImage, images: $images)\n  }\n": types.AdminCreateProductDocument,
    "\n  mutation AdminUpdateProduct($id: Int!, $input: ProductInput!, $addImages: [Upload!], $removeImageIds: [Int!], $imageOrder: [Int!]) {\n    updateProduct(id: $id, input: $input, addImages: $addImages, removeImageIds: $removeImageIds, imageOrder: $imageOrder)\n  }\n": types.AdminUpdateProductDocument,
    "\n  mutation AdminCreateCategory($input: CategoryInput!, $image: Upload) {\n    createCategory(input: $input, image: $image)\n  }\n": types.AdminCreateCategoryDocument,
    "\n  mutation AdminUpdateCategory($id: Int!, $input: CategoryInput!, $image: Upload) {\n    updateCategory(id: $id, input: $input, image: $image)\n  }\n": types.AdminUpdateCategoryDocument,
    "\n  mutation AdminSetCategoryHidden($id: Int!, $hidden: Boolean!) {\n    setCategoryHidden(id: $id, hidden: $hidden)\n  }\n": types.AdminSetCategoryHiddenDocument,
    "\n  query AdminSliders {\n    adminSliders {\n      id\n      name {\n        en\n        mm\n        ch\n      }\n      url\n      sort\n      hidden\n      image\n    }\n  }\n": types.AdminSlidersDocument,
    "\n  mutation AdminCreateSlider($input: SliderInput!, $image: Upload!) {\n    createSlider(input: $input, image: $image)\n  }\n": types.AdminCreateSliderDocument,
    "\n  mutation AdminUpdateSlider($id: Int!, $input: SliderInput!, $image: Upload) {\n    updateSlider(id: $id, input: $input, image: $image)\n  }\n": types.AdminUpdateSliderDocument,
    "\n  mutation AdminSetContentHidden($kind: HideableContent!, $id: Int!, $hidden: Boolean!) {\n    setContentHidden(kind: $kind, id: $id, hidden: $hidden)\n  }\n": types.AdminSetContentHiddenDocument,
    "\n  query AdminPaymentMethods {\n    adminPaymentMethods {\n      id\n      name\n      logo\n      sort\n      hidden\n      paymentNumbers {\n        accountName\n        accountNumber\n      }\n      kind\n      codRegionIds\n      codTownshipIds\n      codMaxTotal\n      merchantQr\n    }\n  }\n": types.AdminPaymentMethodsDocument,
    "\n  query AdminCodRegions {\n    regions {\n      id\n      name\n    }\n  }\n": types.AdminCodRegionsDocument,
    "\n  mutation AdminCreatePaymentMethod($input: PaymentMethodInput!, $logo: Upload, $merchantQr: Upload) {\n    createPaymentMethod(input: $input, logo: $logo, merchantQr: $merchantQr)\n  }\n": types.AdminCreatePaymentMethodDocument,
    "\n  mutation AdminUpdatePaymentMethod($id: Int!, $input: PaymentMethodInput!, $logo: Upload, $merchantQr: Upload, $removeMerchantQr: Boolean) {\n    updatePaymentMethod(id: $id, input: $input, logo: $logo, merchantQr: $merchantQr, removeMerchantQr: $removeMerchantQr)\n  }\n": types.AdminUpdatePaymentMethodDocument,
    "\n  query AdminSiteSettings {\n    settings {\n      siteName\n      siteLogo\n      siteFavicon\n      viber\n      telegram\n      contactNumber\n      shipping {\n        baseFee\n        feePerKg\n        regionBaseFees {\n          regionId\n          fee\n        }\n      }\n    }\n    regions {\n      id\n      name\n    }\n  }\n": types.AdminSiteSettingsDocument,
    "\n  mutation AdminUpdateSiteSettings($input: SettingsInput!, $siteLogo: Upload, $siteFavicon: Upload) {\n    updateSettings(input: $input, siteLogo: $siteLogo, siteFavicon: $siteFavicon) {\n      siteName\n      siteLogo\n      siteFavicon\n      viber\n      telegram\n      contactNumber\n      shipping {\n        baseFee\n        feePerKg\n        regionBaseFees {\n          regionId\n          fee\n        }\n      }\n    }\n  }\n": types.AdminUpdateSiteSettingsDocument,
    "\n  query AdminPromotion {\n    adminPromotion {\n      image\n      content {\n        en\n        mm\n        ch\n      }\n    }\n  }\n": types.AdminPromotionDocument,
    "\n  mutation AdminUpdatePromotion($content: TranslatedTextInput!, $image: Upload) {\n    updatePromotion(content: $content, image: $image)\n  }\n": types.AdminUpdatePromotionDocument,
    "\n  query AdminOnboardingSlides {\n    adminOnboardingSlides {\n      id\n      title {\n        en\n        mm\n        ch\n      }\n      body {\n        en\n        mm\n        ch\n      }\n      featureImage\n      sort\n      hidden\n    }\n  }\n": types.AdminOnboardingSlidesDocument,
    "\n  mutation AdminCreateOnboardingSlide($input: OnboardingSlideInput!, $image: Upload) {\n    createOnboardingSlide(input: $input, image: $image)\n  }\n": types.AdminCreateOnboardingSlideDocument,
    "\n  mutation AdminUpdateOnboardingSlide($id: Int!, $input: OnboardingSlideInput!, $image: Upload) {\n    updateOnboardingSlide(id: $id, input: $input, image: $image)\n  }\n": types.AdminUpdateOnboardingSlideDocument,
    "\n  fragment AdminPaymentFlag on PaymentFlag {\n    code\n    detail\n    relatedPaymentId\n  }\n": types.AdminPaymentFlagFragmentDoc,
    "\n  fragment AdminReceiptReading on ReceiptReading {\n    paymentId\n    state\n    amountMmk\n    amountDueMmk\n    transferredAt\n    transactionId\n    reference\n  }\n": types.AdminReceiptReadingFragmentDoc,
    "\n  query AdminTransferPayment($id: Int!) {\n    adminTransferPayment(id: $id) {\n      id\n      kind\n      subjectId\n      userId\n      customerName\n      customerPhone\n      decision\n      decidedAt\n      createdAt\n      screenshotUrl\n      pictureDeletedAt\n      receipt {\n        ...AdminReceiptReading\n      }\n      flags {\n        ...AdminPaymentFlag\n      }\n    }\n  }\n": types.AdminTransferPaymentDocument,
    "\n  query AdminPaymentCheckSettings {\n    adminPaymentCheckSettings {\n      nearDuplicateBits\n      maxNearDuplicateBits\n      transferMaxAgeHours\n      screenshotRetentionDays\n      readingOn\n    }\n  }\n": types.AdminPaymentCheckSettingsDocument,
    "\n  mutation AdminUpdatePaymentCheckSettings($input: PaymentCheckSettingsInput!) {\n    updatePaymentCheckSettings(input: $input) {\n      nearDuplicateBits\n      maxNearDuplicateBits\n      transferMaxAgeHours\n      screenshotRetentionDays\n      readingOn\n    }\n  }\n": types.AdminUpdatePaymentCheckSettingsDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      pendingOrders\n      pendingTokenPackOrders\n      pendingShippingOrders\n      pendingTicketPayments\n      pendingRecoveries\n      pendingReviews\n      refundsDue\n      flaggedPayments\n      todayOrders\n      todaySalesMmk\n      todayTokensSold\n      drawsDue\n      drawsDeclaredToday\n      codAwaitingParcels\n      codAwaitingMmk\n      codRemittedMmk\n      lowStockVariants {\n        variantId\n        productName\n        sku\n        label\n        stock\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    phone\n    isAdmin\n    role\n    blocked\n    tokenPoint\n    referralPoint\n    createdAt\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $page: Int, $limit: Int) {\n    adminUsers(search: $search, page: $page, limit: $limit) {\n      data {\n        ...AdminUserFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUserDetail($id: Int!, $tokenPage: Int, $referralPage: Int) {\n    adminUser(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      orders {\n        id\n        status\n        totalMmk\n        createdAt\n      }\n      tokenLedger(page: $tokenPage) {\n        data {\n          id\n          date\n          time\n          type\n          label\n          amount\n          balanceAfter\n          reason\n        }\n        meta {\n          total\n          perPage\n          currentPage\n          lastPage\n        }\n      }\n      referralLedger(page: $referralPage) {\n        data {\n          id\n          date\n          time\n          type\n          label\n          amount\n          balanceAfter\n          reason\n        }\n        meta {\n          total\n          perPage\n          currentPage\n          lastPage\n        }\n      }\n    }\n  }\n": types.AdminUserDetailDocument,
    "\n  mutation AdminGrantTokens($userId: Int!, $amount: Int!, $reason: String!) {\n    grantTokens(userId: $userId, amount: $amount, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n": types.AdminGrantTokensDocument,
    "\n  mutation AdminGrantReferralPoints($userId: Int!, $amount: Int!, $reason: String!) {\n    grantReferralPoints(userId: $userId, amount: $amount, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n": types.AdminGrantReferralPointsDocument,
    "\n  mutation AdminSetUserRole($userId: Int!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      ...AdminUserFields\n    }\n  }\n": types.AdminSetUserRoleDocument,
    "\n  mutation AdminSetUserBlocked($userId: Int!, $blocked: Boolean!) {\n    setUserBlocked(userId: $userId, blocked: $blocked) {\n      ...AdminUserFields\n    }\n  }\n": types.AdminSetUserBlockedDocument,
    "\n  query AdminAuditLog($adminId: Int, $action: String, $from: String, $to: String, $page: Int, $limit: Int) {\n    auditLog(adminId: $adminId, action: $action, from: $from, to: $to, page: $page, limit: $limit) {\n      data {\n        id\n        admin {\n          id\n          name\n          phone\n        }\n        role\n        action\n        subject\n        detail\n        createdAt\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n    auditActions\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminLuckyDraws($ticketProductId: Int!, $page: Int, $limit: Int) {\n    adminLuckyDraws(ticketProductId: $ticketProductId, page: $page, limit: $limit) {\n      data {\n        id\n        batch\n        status\n        ticket\n        sold\n        remaining\n        heldNumbers\n        openedAt\n        drawAt\n        luckyNumber\n        winner {\n          id\n          name\n          phone\n        }\n        claimed\n        shipped\n        seedHash\n        seed\n        ticketsDigest\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.AdminLuckyDrawsDocument,
    "\n  query AdminCouriers {\n    couriers {\n      id\n      name\n      phone\n      trackingUrl\n      active\n    }\n  }\n": types.AdminCouriersDocument,
    "\n  mutation AdminCreateCourier($input: CourierInput!) {\n    createCourier(input: $input)\n  }\n": types.AdminCreateCourierDocument,
    "\n  mutation AdminUpdateCourier($id: Int!, $input: CourierInput!) {\n    updateCourier(id: $id, input: $input)\n  }\n": types.AdminUpdateCourierDocument,
    "\n  query AdminDeliveryFees {\n    settings {\n      shipping {\n        townshipBaseFees {\n          townshipId\n          fee\n        }\n        weightSteps {\n          upToKg\n          fee\n        }\n      }\n    }\n    regions {\n      id\n      name\n    }\n  }\n": types.AdminDeliveryFeesDocument,
    "\n  query AdminTownships($regionId: Int!) {\n    townships(regionId: $regionId) {\n      id\n      name\n    }\n  }\n": types.AdminTownshipsDocument,
    "\n  mutation AdminUpdateDeliveryFees($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      shipping {\n        townshipBaseFees {\n          townshipId\n          fee\n        }\n        weightSteps {\n          upToKg\n          fee\n        }\n      }\n    }\n  }\n": types.AdminUpdateDeliveryFeesDocument,
    "\n  query AdminWaybills($handedOver: Boolean) {\n    waybills(handedOver: $handedOver) {\n      code\n      recipientName\n      recipientPhone\n      collectMmk\n      handedOverAt\n      shippingOrder {\n        id\n        shippingAddress\n        courier\n        trackingNumber\n        orderItems {\n          id\n          qty\n          product {\n            name\n          }\n          variant {\n            label\n            sku\n          }\n        }\n      }\n    }\n  }\n": types.AdminWaybillsDocument,
    "\n  mutation AdminHandOverParcel($code: String!) {\n    handOverParcel(code: $code) {\n      code\n      handedOverAt\n      recipientName\n      shippingOrder {\n        id\n      }\n    }\n  }\n": types.AdminHandOverParcelDocument,
    "\n  mutation AdminImportCodRemittance($file: Upload) {\n    importCodRemittance(file: $file) {\n      paidCount\n      paidMmk\n      lines {\n        line\n        code\n        amountMmk\n        expectedMmk\n        outcome\n        message\n      }\n    }\n  }\n": types.AdminImportCodRemittanceDocument,
    "\n  mutation AdminRefuseCodParcel($id: Int!, $reason: String!) {\n    refuseCodParcel(id: $id, reason: $reason)\n  }\n": types.AdminRefuseCodParcelDocument,
    "\n  query AdminCodRefusalSetting {\n    settings {\n      refuseCodAfterUnpaidRefusal\n    }\n  }\n": types.AdminCodRefusalSettingDocument,
    "\n  mutation AdminUpdateCodRefusalSetting($on: Boolean) {\n    updateSettings(input: { refuseCodAfterUnpaidRefusal: $on }) {\n      refuseCodAfterUnpaidRefusal\n    }\n  }\n": types.AdminUpdateCodRefusalSettingDocument,
    "\n  query AdminMe {\n    me {\n      id\n      name\n      role\n      permissions\n    }\n  }\n": types.AdminMeDocument,
    "\n  query AdminPendingOrders {\n    pendingOrders {\n      userId\n      customerName\n      customerPhone\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      order {\n        orderId\n        orderDate\n        shippingAddress\n        payment\n        paymentKind\n        totalPrice\n        discount\n        voucherCode\n        orderItems {\n          qty\n          unitPrice\n          product {\n            name\n            featureImage\n            type\n          }\n          variant {\n            id\n            sku\n            label\n          }\n        }\n      }\n    }\n  }\n": types.AdminPendingOrdersDocument,
    "\n  query AdminPendingShippingOrders {\n    pendingShippingOrders {\n      userId\n      customerName\n      customerPhone\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      shippingOrder {\n        id\n        shippingOrderId\n        shippingAddress\n        shippingPrice\n        codAmount\n        payment\n        orderDate\n        orderItems {\n          qty\n          type\n          product {\n            name\n            kg\n            featureImage\n          }\n          variant {\n            id\n            sku\n            label\n          }\n        }\n      }\n    }\n  }\n": types.AdminPendingShippingOrdersDocument,
    "\n  mutation AdminApproveOrder($id: Int!) {\n    approveOrder(id: $id)\n  }\n": types.AdminApproveOrderDocument,
    "\n  mutation AdminCancelOrder($id: Int!, $reason: String!) {\n    cancelOrder(id: $id, reason: $reason)\n  }\n": types.AdminCancelOrderDocument,
    "\n  mutation AdminApproveShippingOrder($id: Int!, $courierId: Int, $trackingNumber: String) {\n    approveShippingOrder(id: $id, courierId: $courierId, trackingNumber: $trackingNumber)\n  }\n": types.AdminApproveShippingOrderDocument,
    "\n  mutation AdminRejectShippingOrder($id: Int!, $reason: String!) {\n    rejectShippingOrder(id: $id, reason: $reason)\n  }\n": types.AdminRejectShippingOrderDocument,
    "\n  query AdminPendingTicketPayments {\n    pendingTicketPayments {\n      id\n      luckyDrawId\n      batch\n      productName\n      ticketCount\n      tickets\n      amountMmk\n      paymentMethodName\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      customerName\n      customerPhone\n      createdAt\n    }\n  }\n": types.AdminPendingTicketPaymentsDocument,
    "\n  mutation AdminApproveTicketPayment($id: Int!) {\n    approveTicketPayment(id: $id)\n  }\n": types.AdminApproveTicketPaymentDocument,
    "\n  mutation AdminRejectTicketPayment($id: Int!, $reason: String!) {\n    rejectTicketPayment(id: $id, reason: $reason)\n  }\n": types.AdminRejectTicketPaymentDocument,
    "\n  query AdminTicketProducts {\n    adminTicketProducts {\n      id\n      productId\n      name\n      ticket\n      costTokenPoint\n      label\n      labelMm\n      labelCh\n      hidden\n      batch\n      batchTicket\n      sold\n      endsAt\n      minTickets\n    }\n  }\n": types.AdminTicketProductsDocument,
    "\n  query AdminPrizeProducts {\n    products(types: [PRIZE], perPage: 100) {\n      data {\n        id\n        name\n      }\n    }\n  }\n": types.AdminPrizeProductsDocument,
    "\n  mutation AdminCreateTicketProduct($input: TicketProductInput!) {\n    createTicketProduct(input: $input)\n  }\n": types.AdminCreateTicketProductDocument,
    "\n  mutation AdminUpdateTicketProduct($id: Int!, $input: TicketProductUpdate!) {\n    updateTicketProduct(id: $id, input: $input)\n  }\n": types.AdminUpdateTicketProductDocument,
    "\n  query AdminPendingRecoveries {\n    pendingRecoveries {\n      id\n      userId\n      customerName\n      customerPhone\n      missedDays\n      feeMmk\n      payment\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      createdAt\n    }\n  }\n": types.AdminPendingRecoveriesDocument,
    "\n  mutation AdminApproveRecovery($id: Int!) {\n    approveRecovery(id: $id)\n  }\n": types.AdminApproveRecoveryDocument,
    "\n  mutation AdminRejectRecovery($id: Int!, $reason: String!) {\n    rejectRecovery(id: $id, reason: $reason)\n  }\n": types.AdminRejectRecoveryDocument,
    "\n  query AdminGifts {\n    adminProducts(types: [REFERRAL_GIFT]) {\n      id\n      type\n      categoryId\n      slug\n      name {\n        en\n        mm\n        ch\n      }\n      description {\n        en\n        mm\n        ch\n      }\n      actualPrice\n      weightKg\n      inStock\n      tokenReward\n      referralPoint\n      hidden\n      featureImage\n    }\n  }\n": types.AdminGiftsDocument,
    "\n  query AdminCategories {\n    categories {\n      id\n      name\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation AdminCreateGift($input: ProductInput!, $featureImage: Upload) {\n    createProduct(input: $input, featureImage: $featureImage)\n  }\n": types.AdminCreateGiftDocument,
    "\n  mutation AdminUpdateGift($id: Int!, $input: ProductInput!, $featureImage: Upload) {\n    updateProduct(id: $id, input: $input, featureImage: $featureImage)\n  }\n": types.AdminUpdateGiftDocument,
    "\n  mutation AdminSetProductHidden($id: Int!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden)\n  }\n": types.AdminSetProductHiddenDocument,
    "\n  fragment AdminRewardSettings on SiteSettings {\n    dailyPoint\n    dailyRewardPoint\n    rewards {\n      referralPointsPerSignup\n      recoveryFeeMmk\n      tokensPer10000Mmk\n      tokenPriceMmk\n      drawDelayMinutes\n      ticketHoldPercent\n      ticketHoldMinutes\n    }\n  }\n": types.AdminRewardSettingsFragmentDoc,
    "\n  query AdminSettings {\n    settings {\n      ...AdminRewardSettings\n    }\n  }\n": types.AdminSettingsDocument,
    "\n  mutation AdminUpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminRewardSettings\n    }\n  }\n": types.AdminUpdateSettingsDocument,
    "\n  query AdminPendingReviews {\n    pendingReviews {\n      userId\n      customerPhone\n      review {\n        id\n        userName\n        userImage\n        rating\n        comment\n        files\n        thumbs\n        status\n        createdAt\n      }\n    }\n  }\n": types.AdminPendingReviewsDocument,
    "\n  mutation AdminApproveReview($id: Int!) {\n    approveReview(id: $id)\n  }\n": types.AdminApproveReviewDocument,
    "\n  mutation AdminRejectReview($id: Int!, $reason: String!) {\n    rejectReview(id: $id, reason: $reason)\n  }\n": types.AdminRejectReviewDocument,
    "\n  subscription AdminQueueEvents {\n    adminQueueEvents {\n      queue\n      resync\n    }\n  }\n": types.AdminQueueEventsDocument,
    "\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      status\n      payment\n      paymentKind\n      totalMmk\n      discount\n      voucherCode\n      createdAt\n      shippingAddress\n      cancelReason\n      userId\n      customerName\n      customerPhone\n      refundableMmk\n      lines {\n        orderItemId\n        productId\n        productName\n        variantLabel\n        qty\n        unitPrice\n        state\n        refundable\n      }\n      refunds {\n        id\n        amount\n        reason\n        status\n        method\n        date\n      }\n    }\n  }\n": types.AdminOrderDocument,
    "\n  mutation AdminRefundOrder($input: RefundInput!, $screenshot: Upload) {\n    refundOrder(input: $input, screenshot: $screenshot)\n  }\n": types.AdminRefundOrderDocument,
    "\n  query AdminRefunds($status: RefundStatus) {\n    adminRefunds(status: $status) {\n      id\n      userId\n      customerName\n      customerPhone\n      kind\n      subjectId\n      amountMmk\n      reason\n      status\n      method\n      screenshotUrl\n      createdAt\n      refundedAt\n    }\n  }\n": types.AdminRefundsDocument,
    "\n  mutation AdminSettleRefund($id: Int!, $method: String!, $screenshot: Upload) {\n    settleRefund(id: $id, method: $method, screenshot: $screenshot)\n  }\n": types.AdminSettleRefundDocument,
    "\n  query AdminSalesReport($from: Date!, $to: Date!, $bucket: ReportBucket!) {\n    salesReport(from: $from, to: $to, bucket: $bucket) {\n      from\n      to\n      bucket\n      buckets {\n        start\n        revenue\n        orders\n        units\n        averageOrder\n      }\n      totals {\n        revenue\n        orders\n        units\n        averageOrder\n      }\n      byPaymentMethod {\n        kind\n        revenue\n        orders\n      }\n      bestSellers {\n        products {\n          productId\n          name\n          units\n          revenue\n        }\n        variants {\n          productId\n          variantId\n          name\n          variant\n          units\n          revenue\n        }\n      }\n      tokensSold\n      tokensSpent\n      ticketsSold\n      draws\n      vouchersGiven\n      refunds {\n        count\n        kyat\n      }\n    }\n  }\n": types.AdminSalesReportDocument,
    "\n  query AdminPendingReturns {\n    pendingReturns {\n      orderId\n      userId\n      customerName\n      customerPhone\n      amountMmk\n      lines {\n        orderItemId\n        qty\n        unitPrice\n        product {\n          name\n          featureImage\n        }\n        variant {\n          label\n        }\n      }\n      orderReturn {\n        id\n        status\n        reason\n        reasonText\n        comment\n        orderItemIds\n        photos\n        createdAt\n      }\n    }\n  }\n": types.AdminPendingReturnsDocument,
    "\n  mutation AdminApproveReturn($id: Int!, $restock: Boolean) {\n    approveReturn(id: $id, restock: $restock)\n  }\n": types.AdminApproveReturnDocument,
    "\n  mutation AdminRejectReturn($id: Int!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason)\n  }\n": types.AdminRejectReturnDocument,
    "\n  query AdminVouchers {\n    adminVouchers {\n      id\n      code\n      kind\n      value\n      minSpend\n      maxDiscount\n      usesPerShopper\n      totalUses\n      used\n      givenMmk\n      startsAt\n      endsAt\n      productIds\n      categoryIds\n      firstOrderOnly\n      paused\n      state\n      title {\n        en\n        mm\n        ch\n      }\n      createdAt\n    }\n  }\n": types.AdminVouchersDocument,
    "\n  mutation AdminCreateVoucher($input: VoucherInput!) {\n    createVoucher(input: $input)\n  }\n": types.AdminCreateVoucherDocument,
    "\n  mutation AdminSetVoucherPaused($id: Int!, $paused: Boolean!) {\n    setVoucherPaused(id: $id, paused: $paused)\n  }\n": types.AdminSetVoucherPausedDocument,
    "\n  query AdminWebhooks {\n    adminWebhooks {\n      id\n      url\n      description\n      events\n      paused\n      secretHint\n      pendingDeliveries\n      failedDeliveries\n      createdAt\n    }\n  }\n": types.AdminWebhooksDocument,
    "\n  query AdminWebhookDeliveries($endpointId: Int!, $page: Int) {\n    webhookDeliveries(endpointId: $endpointId, page: $page) {\n      data {\n        id\n        eventId\n        eventType\n        status\n        attempts\n        lastAttemptAt\n        lastResponseCode\n        lastError\n        nextAttemptAt\n      }\n      meta {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminCreateWebhook($input: WebhookInput!) {\n    createWebhook(input: $input)\n  }\n": types.AdminCreateWebhookDocument,
    "\n  mutation AdminSetWebhookPaused($id: Int!, $paused: Boolean!) {\n    setWebhookPaused(id: $id, paused: $paused)\n  }\n": types.AdminSetWebhookPausedDocument,
    "\n  mutation AdminDeleteWebhook($id: Int!) {\n    deleteWebhook(id: $id)\n  }\n": types.AdminDeleteWebhookDocument,
    "\n  mutation AdminResendWebhookDelivery($id: Int!) {\n    resendWebhookDelivery(id: $id)\n  }\n": types.AdminResendWebhookDeliveryDocument,
    "\n  fragment ProductCardFields on ProductCard {\n    id\n    slug\n    name\n    category\n    featureImage\n    actualPrice\n    salePrice\n    saleStartsAt\n    saleEndsAt\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query HomeSliders {\n    sliders {\n      id\n      name\n      image\n      url\n    }\n  }\n": types.HomeSlidersDocument,
    "\n  query HomeCategories {\n    categories {\n      id\n      name\n      image\n    }\n  }\n": types.HomeCategoriesDocument,
    "\n  query LatestProducts($page: Int) {\n    latestProducts(page: $page) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.LatestProductsDocument,
    "\n  query SearchProducts($search: String!, $page: Int, $perPage: Int) {\n    products(search: $search, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.SearchProductsDocument,
    "\n  query CategoryProducts($categoryId: Int!, $page: Int, $perPage: Int) {\n    products(categoryId: $categoryId, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.CategoryProductsDocument,
    "\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      type\n      category\n      categoryId\n      featureImage\n      productImages\n      actualPrice\n      salePrice\n      saleStartsAt\n      saleEndsAt\n      ratingAverage\n      ratingCount\n      reviews {\n        userImage\n        userName\n        rating\n        comment\n      }\n      description\n      options {\n        name\n        values\n      }\n      variants {\n        id\n        sku\n        optionValues\n        price\n        salePrice\n        stock\n        available\n        image\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  mutation CatalogAddToCart($input: CartItemInput!) {\n    addToCart(input: $input) {\n      count\n      lines {\n        id\n        product {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.CatalogAddToCartDocument,
    "\n  mutation CatalogRateProduct($productId: Int!, $rating: Int!, $comment: String!) {\n    rateProduct(productId: $productId, rating: $rating, comment: $comment) {\n      productId\n      rating\n      comment\n      ratingAverage\n      ratingCount\n    }\n  }\n": types.CatalogRateProductDocument,
    "\n  fragment CommerceProduct on ProductSummary {\n    id\n    slug\n    name\n    type\n    category\n    featureImage\n    actualPrice\n    kg\n    available\n  }\n": types.CommerceProductFragmentDoc,
    "\n  query CommerceCart {\n    cart {\n      count\n      total\n      lines {\n        id\n        qty\n        subtotal\n        unitPrice\n        regularPrice\n        onSale\n        saleEnded\n        product {\n          ...CommerceProduct\n        }\n        variant {\n          id\n          label\n          price\n          stock\n        }\n      }\n    }\n  }\n": types.CommerceCartDocument,
    "\n  mutation CommerceAddToCart($input: CartItemInput!) {\n    addToCart(input: $input) {\n      count\n    }\n  }\n": types.CommerceAddToCartDocument,
    "\n  mutation CommerceUpdateCartLine($input: CartItemInput!) {\n    updateCartLine(input: $input) {\n      count\n    }\n  }\n": types.CommerceUpdateCartLineDocument,
    "\n  mutation CommerceRemoveFromCart($cartLineIds: [Int!]) {\n    removeFromCart(cartLineIds: $cartLineIds) {\n      count\n    }\n  }\n": types.CommerceRemoveFromCartDocument,
    "\n  query CommerceBillingInfo {\n    me {\n      id\n      name\n      phone\n      address\n      postalCode\n      region {\n        id\n        name\n      }\n      township {\n        id\n        name\n      }\n    }\n  }\n": types.CommerceBillingInfoDocument,
    "\n  fragment CommerceOrder on Order {\n    orderId\n    discount\n    voucherCode\n    status\n    statusMessage\n    orderDate\n    shippingAddress\n    orderItems {\n      product {\n        ...CommerceProduct\n      }\n      qty\n      unitPrice\n      variant {\n        id\n        label\n        price\n        stock\n      }\n    }\n    payment\n    paymentKind\n    totalPrice\n    cancelReason\n    cancellable\n    refunds {\n      id\n      amount\n      status\n      method\n      date\n    }\n    returns {\n      id\n      status\n      reasonText\n      rejectReason\n    }\n  }\n": types.CommerceOrderFragmentDoc,
    "\n  mutation CommerceRequestReturn($input: ReturnInput!, $photos: [Upload!]) {\n    requestReturn(input: $input, photos: $photos)\n  }\n": types.CommerceRequestReturnDocument,
    "\n  mutation CommerceCancelMyOrder($orderId: Int!, $reason: OrderCancelReason!) {\n    cancelMyOrder(orderId: $orderId, reason: $reason) {\n      ...CommerceOrder\n    }\n  }\n": types.CommerceCancelMyOrderDocument,
    "\n  query CommercePreviewVoucher($code: String!, $cartLineIds: [Int!], $productId: Int, $variantId: Int, $qty: Int) {\n    previewVoucher(code: $code, cartLineIds: $cartLineIds, productId: $productId, variantId: $variantId, qty: $qty) {\n      code\n      title\n      subtotal\n      discount\n      total\n    }\n  }\n": types.CommercePreviewVoucherDocument,
    "\n  mutation CommerceCheckout($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String, $cartLineIds: [Int!], $voucherCode: String) {\n    checkout(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference, cartLineIds: $cartLineIds, voucherCode: $voucherCode) {\n      ...CommerceOrder\n    }\n  }\n": types.CommerceCheckoutDocument,
    "\n  mutation CommerceBuyNow($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String, $productId: Int, $qty: Int, $variantId: Int, $voucherCode: String) {\n    buyNow(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference, productId: $productId, qty: $qty, variantId: $variantId, voucherCode: $voucherCode) {\n      ...CommerceOrder\n    }\n  }\n": types.CommerceBuyNowDocument,
    "\n  query CommerceMyOrders {\n    myOrders {\n      ...CommerceOrder\n    }\n  }\n": types.CommerceMyOrdersDocument,
    "\n  query CommerceToShipItems {\n    toShipItems {\n      id\n      qty\n      type\n      product {\n        ...CommerceProduct\n      }\n      variant {\n        id\n        label\n        price\n        stock\n      }\n    }\n  }\n": types.CommerceToShipItemsDocument,
    "\n  query CommerceShippingPrice($orderItemIds: [Int!]!) {\n    shippingPrice(orderItemIds: $orderItemIds)\n  }\n": types.CommerceShippingPriceDocument,
    "\n  fragment CommerceShippingOrder on ShippingOrder {\n    id\n    shippingOrderId\n    orderId\n    status\n    shippingAddress\n    shippingPrice\n    payment\n    orderDate\n    receivedDate\n    rejectReason\n    courier\n    courierPhone\n    trackingNumber\n    trackingUrl\n    codAmount\n    orderItems {\n      id\n      qty\n      type\n      status\n      product {\n        ...CommerceProduct\n      }\n        variant {\n          id\n          label\n          price\n          stock\n        }\n    }\n  }\n": types.CommerceShippingOrderFragmentDoc,
    "\n  mutation CommerceCreateShippingOrder($orderItemIds: [Int!]!, $paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String) {\n    createShippingOrder(orderItemIds: $orderItemIds, paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference) {\n      ...CommerceShippingOrder\n    }\n  }\n": types.CommerceCreateShippingOrderDocument,
    "\n  query CommerceShippingOrders($status: ShippingStatus) {\n    shippingOrders(status: $status) {\n      id\n      shippingOrderId\n      status\n      shippingOrderItems\n      shippingPrice\n      payment\n      orderDate\n      receivedDate\n      courier\n      codAmount\n    }\n  }\n": types.CommerceShippingOrdersDocument,
    "\n  query CommerceShippingOrderDetail($id: Int!) {\n    shippingOrder(id: $id) {\n      ...CommerceShippingOrder\n    }\n  }\n": types.CommerceShippingOrderDetailDocument,
    "\n  mutation CommerceConfirmReceived($id: Int!) {\n    confirmReceived(id: $id)\n  }\n": types.CommerceConfirmReceivedDocument,
    "\n  query LiveServerTime {\n    serverTime\n  }\n": types.LiveServerTimeDocument,
    "\n  query LiveUpcomingDraws {\n    upcomingDraws {\n      id\n      ticketProductId\n      batch\n      status\n      ticket\n      sold\n      drawAt\n      endsAt\n      product {\n        id\n        name\n        category\n        featureImage\n        actualPrice\n      }\n    }\n  }\n": types.LiveUpcomingDrawsDocument,
    "\n  subscription LiveDrawReveals {\n    drawReveals {\n      id\n      ticketProductId\n      productId\n      batch\n      luckyNumber\n      youWin\n      winnerName\n      drawnAt\n      revealAt\n    }\n  }\n": types.LiveDrawRevealsDocument,
    "\n  fragment TicketProductFields on TicketProductCard {\n    id\n    productId\n    slug\n    name\n    category\n    featureImage\n    actualPrice\n    ticket\n    remainingTickets\n    costTokenPoint\n    label\n    batch\n    luckyDrawId\n    ticketPriceMmk\n    endsAt\n    minTickets\n  }\n": types.TicketProductFieldsFragmentDoc,
    "\n  query LuckyDrawTicketProducts($page: Int, $perPage: Int) {\n    ticketProducts(page: $page, perPage: $perPage) {\n      data {\n        ...TicketProductFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.LuckyDrawTicketProductsDocument,
    "\n  query LuckyDrawHomeTicketProducts {\n    homeTicketProducts {\n      ...TicketProductFields\n    }\n  }\n": types.LuckyDrawHomeTicketProductsDocument,
    "\n  query LuckyDrawTicketProduct($id: Int!) {\n    ticketProduct(id: $id) {\n      ...TicketProductFields\n    }\n  }\n": types.LuckyDrawTicketProductDocument,
    "\n  query LuckyDrawTicketProductForProduct($productId: Int!) {\n    ticketProductForProduct(productId: $productId) {\n      ...TicketProductFields\n    }\n  }\n": types.LuckyDrawTicketProductForProductDocument,
    "\n  query LuckyDrawWinnerSlides {\n    winnerSlides {\n      id\n      product\n      name\n    }\n  }\n": types.LuckyDrawWinnerSlidesDocument,
    "\n  query LuckyDrawBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n": types.LuckyDrawBalanceDocument,
    "\n  query LuckyDrawMyDraws($list: MyDrawList!) {\n    myLuckyDraws(list: $list) {\n      id\n      ticketId\n      batch\n      status\n      openedAt\n      drawAt\n      luckyNumber\n      isWin\n      claimed\n      ticketNumbers\n      pendingNumbers\n      product {\n        id\n        name\n        category\n        featureImage\n        actualPrice\n      }\n    }\n  }\n": types.LuckyDrawMyDrawsDocument,
    "\n  query LuckyDrawDetail($id: Int!) {\n    luckyDraw(id: $id) {\n      id\n      randomTicketNumbers\n      endsAt\n      minTickets\n      ...DrawDetail\n    }\n  }\n": types.LuckyDrawDetailDocument,
    "\n  query LuckyDrawLiveNumber($ticketId: Int!) {\n    liveLuckyNumber(ticketId: $ticketId) {\n      code\n      luckyNumber\n      luckyDrawId\n    }\n  }\n": types.LuckyDrawLiveNumberDocument,
    "\n  fragment TicketPurchaseFields on TicketPurchaseResult {\n    ticketCounts\n    tokenUse\n    productName\n    tickets\n    batch\n    luckyDrawId\n    ticketId\n    status\n    amountMmk\n  }\n": types.TicketPurchaseFieldsFragmentDoc,
    "\n  mutation LuckyDrawBuyTickets($ticketProductId: Int!, $ticketCount: Int!) {\n    buyTickets(ticketProductId: $ticketProductId, ticketCount: $ticketCount) {\n      ...TicketPurchaseFields\n    }\n  }\n": types.LuckyDrawBuyTicketsDocument,
    "\n  mutation LuckyDrawBuyTicketsByTransfer($ticketProductId: Int!, $ticketCount: Int!, $paymentId: Int, $paymentImage: Upload, $paymentReference: String) {\n    buyTicketsByTransfer(ticketProductId: $ticketProductId, ticketCount: $ticketCount, paymentId: $paymentId, paymentImage: $paymentImage, paymentReference: $paymentReference) {\n      ...TicketPurchaseFields\n    }\n  }\n": types.LuckyDrawBuyTicketsByTransferDocument,
    "\n  fragment NotificationItem on Notification {\n    id\n    title\n    body\n    image\n    link\n    read\n    createdAt\n  }\n": types.NotificationItemFragmentDoc,
    "\n  query NotificationsUnreadCount {\n    unreadNotificationCount\n  }\n": types.NotificationsUnreadCountDocument,
    "\n  query Notifications($page: Int, $limit: Int) {\n    notifications(page: $page, limit: $limit) {\n      data {\n        ...NotificationItem\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n      unreadCount\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation ReadNotification($id: Int!) {\n    readNotification(id: $id) {\n      id\n      read\n    }\n  }\n": types.ReadNotificationDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationEvents {\n    notificationEvents {\n      notification {\n        ...NotificationItem\n      }\n      unreadCount\n      resync\n    }\n  }\n": types.NotificationEventsDocument,
    "\n  query VapidPublicKey {\n    settings {\n      vapidPublicKey\n    }\n  }\n": types.VapidPublicKeyDocument,
    "\n  query PushAccount {\n    me {\n      id\n    }\n  }\n": types.PushAccountDocument,
    "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input)\n  }\n": types.SavePushSubscriptionDocument,
    "\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n": types.DeletePushSubscriptionDocument,
    "\n  fragment ReviewFields on Review {\n    id\n    userName\n    userImage\n    rating\n    comment\n    files\n    thumbs\n    status\n    rejectReason\n    createdAt\n  }\n": types.ReviewFieldsFragmentDoc,
    "\n  query ReviewsList($page: Int) {\n    reviews(page: $page) {\n      data {\n        ...ReviewFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.ReviewsListDocument,
    "\n  query MyReviews($page: Int) {\n    myReviews(page: $page) {\n      data {\n        ...ReviewFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.MyReviewsDocument,
    "\n  mutation PostReview($rating: Int!, $comment: String!, $files: [Upload!]) {\n    postReview(rating: $rating, comment: $comment, files: $files) {\n      ...ReviewFields\n    }\n  }\n": types.PostReviewDocument,
    "\n  query RewardsProfile {\n    me {\n      id\n      tokenPoint\n      referralPoint\n      referralCode\n    }\n  }\n": types.RewardsProfileDocument,
    "\n  fragment ReferralGiftFields on ProductCard {\n    id\n    name\n    featureImage\n    actualPrice\n    referralPoint\n  }\n": types.ReferralGiftFieldsFragmentDoc,
    "\n  query RewardsReferralGifts($page: Int) {\n    products(types: [REFERRAL_GIFT], page: $page) {\n      data {\n        ...ReferralGiftFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.RewardsReferralGiftsDocument,
    "\n  query RewardsReferralHistories($page: Int) {\n    referralHistories(page: $page) {\n      data {\n        id\n        date\n        time\n        label\n        token\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.RewardsReferralHistoriesDocument,
    "\n  mutation RewardsClaimReferralGift($productId: Int!) {\n    claimReferralGift(productId: $productId)\n  }\n": types.RewardsClaimReferralGiftDocument,
    "\n  fragment DailyRewardFields on DailyReward {\n    today\n    cycleStart\n    days {\n      date\n      status\n    }\n    signedToday\n    claimedToday\n    dailyPoint\n    recovery {\n      status\n      missedDays\n      pending\n      feeMmk\n      lastRejectReason\n    }\n  }\n": types.DailyRewardFieldsFragmentDoc,
    "\n  query RewardsDailyRewardToday {\n    dailyReward {\n      today\n      signedToday\n    }\n  }\n": types.RewardsDailyRewardTodayDocument,
    "\n  query RewardsDailyReward {\n    dailyReward {\n      ...DailyRewardFields\n    }\n  }\n": types.RewardsDailyRewardDocument,
    "\n  mutation RewardsDailyCheckIn($date: String!) {\n    dailyCheckIn(date: $date) {\n      ...DailyRewardFields\n    }\n  }\n": types.RewardsDailyCheckInDocument,
    "\n  mutation RewardsClaimDailyReward($date: String!) {\n    claimDailyReward(date: $date) {\n      date\n      tokens\n      bonus\n    }\n  }\n": types.RewardsClaimDailyRewardDocument,
    "\n  mutation RewardsRestartDailyCycle($date: String!) {\n    restartDailyCycle(date: $date) {\n      ...DailyRewardFields\n    }\n  }\n": types.RewardsRestartDailyCycleDocument,
    "\n  mutation RewardsRecoverDailySigns($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String) {\n    recoverDailySigns(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference) {\n      status\n      missedDays\n      pending\n      feeMmk\n      lastRejectReason\n    }\n  }\n": types.RewardsRecoverDailySignsDocument,
    "\n  query SiteSettings {\n    settings {\n      siteName\n      siteLogoThumb\n      siteFavicon\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  query TokenBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n": types.TokenBalanceDocument,
    "\n  query MenuCategories {\n    categories {\n      id\n      name\n    }\n  }\n": types.MenuCategoriesDocument,
    "\n  query ShellCartCount {\n    cart {\n      count\n    }\n  }\n": types.ShellCartCountDocument,
    "\n  query SupportContacts {\n    settings {\n      viber\n      telegram\n      contactNumber\n    }\n  }\n": types.SupportContactsDocument,
    "\n  query PromotionBrand {\n    settings {\n      siteName\n      siteLogo\n    }\n  }\n": types.PromotionBrandDocument,
    "\n  query Promotion {\n    promotion {\n      image\n      content\n    }\n  }\n": types.PromotionDocument,
    "\n  query WalletBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n": types.WalletBalanceDocument,
    "\n  fragment TokenProductFields on ProductCard {\n    id\n    slug\n    name\n    type\n    category\n    featureImage\n    actualPrice\n    token\n  }\n": types.TokenProductFieldsFragmentDoc,
    "\n  query WalletTokenProducts($page: Int, $perPage: Int) {\n    products(types: [TOKEN_PRODUCT], page: $page, perPage: $perPage) {\n      data {\n        ...TokenProductFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.WalletTokenProductsDocument,
    "\n  query WalletTokenHistories($page: Int) {\n    tokenHistories(page: $page) {\n      data {\n        id\n        date\n        time\n        type\n        label\n        token\n        balanceAfter\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.WalletTokenHistoriesDocument,
    "\n  query Winners($page: Int) {\n    winners(page: $page) {\n      data {\n        id\n        name\n        profileImage\n        winner {\n          name\n          profileImage\n          date\n          township\n        }\n        createdAt\n        batch\n        openedAt\n        luckyNumber\n        product {\n          id\n          slug\n          name\n          category\n          featureImage\n          actualPrice\n        }\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.WinnersDocument,
    "\n  query WinnerDetail($id: Int!) {\n    luckyDraw(id: $id) {\n      id\n      ...DrawDetail\n    }\n  }\n": types.WinnerDetailDocument,
    "\n  query Histories($page: Int) {\n    tokenHistories(page: $page) {\n      data {\n        id\n        type\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.HistoriesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhoneCheck {\n    me {\n      id\n      phone\n    }\n  }\n"): (typeof documents)["\n  query PhoneCheck {\n    me {\n      id\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DrawDetail on LuckyDrawDetail {\n    id\n    ticketProductId\n    batch\n    status\n    ticket\n    sold\n    luckyNumber\n    isWin\n    claimed\n    openedAt\n    drawAt\n    ticketNumbers\n    product {\n      id\n      slug\n      name\n      category\n      featureImage\n      actualPrice\n    }\n    winner {\n      name\n      profileImage\n      date\n      township\n    }\n    fairness {\n      ticketProductId\n      batch\n      ticket\n      drawnAmong\n      seedHash\n      seed\n      ticketsDigest\n      ticketsUrl\n      formula\n    }\n  }\n"): (typeof documents)["\n  fragment DrawDetail on LuckyDrawDetail {\n    id\n    ticketProductId\n    batch\n    status\n    ticket\n    sold\n    luckyNumber\n    isWin\n    claimed\n    openedAt\n    drawAt\n    ticketNumbers\n    product {\n      id\n      slug\n      name\n      category\n      featureImage\n      actualPrice\n    }\n    winner {\n      name\n      profileImage\n      date\n      township\n    }\n    fairness {\n      ticketProductId\n      batch\n      ticket\n      drawnAmong\n      seedHash\n      seed\n      ticketsDigest\n      ticketsUrl\n      formula\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimPrize($luckyDrawWinnerId: Int!) {\n    claimPrize(luckyDrawWinnerId: $luckyDrawWinnerId)\n  }\n"): (typeof documents)["\n  mutation ClaimPrize($luckyDrawWinnerId: Int!) {\n    claimPrize(luckyDrawWinnerId: $luckyDrawWinnerId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommercePaymentMethods {\n    paymentMethods {\n      id\n      name\n      logo\n      kind\n      codMaxTotal\n      hasQr\n    }\n  }\n"): (typeof documents)["\n  query CommercePaymentMethods {\n    paymentMethods {\n      id\n      name\n      logo\n      kind\n      codMaxTotal\n      hasQr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommercePaymentMethod($id: Int!) {\n    paymentMethod(id: $id) {\n      id\n      name\n      logo\n      paymentNumbers {\n        accountName\n        accountNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommercePaymentMethod($id: Int!) {\n    paymentMethod(id: $id) {\n      id\n      name\n      logo\n      paymentNumbers {\n        accountName\n        accountNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentCreateQr($kind: PaymentKind!, $paymentId: Int!, $amountMmk: Int!) {\n    createPaymentQr(kind: $kind, paymentId: $paymentId, amountMmk: $amountMmk) {\n      png\n      amountMmk\n      reference\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentCreateQr($kind: PaymentKind!, $paymentId: Int!, $amountMmk: Int!) {\n    createPaymentQr(kind: $kind, paymentId: $paymentId, amountMmk: $amountMmk) {\n      png\n      amountMmk\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountProfile on Profile {\n    id\n    name\n    phone\n    address\n    postalCode\n    region {\n      id\n      name\n    }\n    township {\n      id\n      name\n    }\n    profileImage\n    referralCode\n    tokenPoint\n    referralPoint\n    facebookLinked\n    hasPassword\n  }\n"): (typeof documents)["\n  fragment AccountProfile on Profile {\n    id\n    name\n    phone\n    address\n    postalCode\n    region {\n      id\n      name\n    }\n    township {\n      id\n      name\n    }\n    profileImage\n    referralCode\n    tokenPoint\n    referralPoint\n    facebookLinked\n    hasPassword\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountMe {\n    me {\n      ...AccountProfile\n    }\n  }\n"): (typeof documents)["\n  query AccountMe {\n    me {\n      ...AccountProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountRegions {\n    regions {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AccountRegions {\n    regions {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountTownships($regionId: Int!) {\n    townships(regionId: $regionId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AccountTownships($regionId: Int!) {\n    townships(regionId: $regionId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOnboardingSlides {\n    onboardingSlides {\n      id\n      title\n      body\n      featureImage\n    }\n  }\n"): (typeof documents)["\n  query AccountOnboardingSlides {\n    onboardingSlides {\n      id\n      title\n      body\n      featureImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation AccountLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountCreateProfile($input: CreateProfileInput!, $profileImage: Upload) {\n    createProfile(input: $input, profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AccountCreateProfile($input: CreateProfileInput!, $profileImage: Upload) {\n    createProfile(input: $input, profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AccountProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AccountProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUpdateShipping($input: ShippingInput!) {\n    updateShipping(input: $input) {\n      ...AccountProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUpdateShipping($input: ShippingInput!) {\n    updateShipping(input: $input) {\n      ...AccountProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUploadProfileImage($profileImage: Upload!) {\n    uploadProfileImage(profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUploadProfileImage($profileImage: Upload!) {\n    uploadProfileImage(profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRequestPasswordReset($phone: String!) {\n    requestPasswordReset(phone: $phone) {\n      resendAfterSeconds\n      expiresInSeconds\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountRequestPasswordReset($phone: String!) {\n    requestPasswordReset(phone: $phone) {\n      resendAfterSeconds\n      expiresInSeconds\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountResetPasswordWithCode($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation AccountResetPasswordWithCode($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountFacebookSignInUrl($referralCode: String) {\n    facebookSignInUrl(referralCode: $referralCode)\n  }\n"): (typeof documents)["\n  query AccountFacebookSignInUrl($referralCode: String) {\n    facebookSignInUrl(referralCode: $referralCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountExchangeSignInCode($code: String!) {\n    exchangeSignInCode(code: $code) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation AccountExchangeSignInCode($code: String!) {\n    exchangeSignInCode(code: $code) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountStartFacebookLink {\n    startFacebookLink\n  }\n"): (typeof documents)["\n  mutation AccountStartFacebookLink {\n    startFacebookLink\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUnlinkFacebook {\n    unlinkFacebook {\n      ...AccountProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUnlinkFacebook {\n    unlinkFacebook {\n      ...AccountProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductFields on AdminProduct {\n    id\n    type\n    categoryId\n    slug\n    name {\n      en\n      mm\n      ch\n    }\n    description {\n      en\n      mm\n      ch\n    }\n    actualPrice\n    salePrice\n    saleStartsAt\n    saleEndsAt\n    weightKg\n    inStock\n    tokenReward\n    tokenAmount\n    referralPoint\n    hidden\n    featureImage\n    images {\n      id\n      url\n      thumb\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProductFields on AdminProduct {\n    id\n    type\n    categoryId\n    slug\n    name {\n      en\n      mm\n      ch\n    }\n    description {\n      en\n      mm\n      ch\n    }\n    actualPrice\n    salePrice\n    saleStartsAt\n    saleEndsAt\n    weightKg\n    inStock\n    tokenReward\n    tokenAmount\n    referralPoint\n    hidden\n    featureImage\n    images {\n      id\n      url\n      thumb\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductVariantFields on AdminProduct {\n    options {\n      name {\n        en\n        mm\n        ch\n      }\n      values {\n        en\n        mm\n        ch\n      }\n    }\n    variants {\n      id\n      sku\n      optionValues\n      price\n      salePrice\n      stock\n      held\n      lowStockAt\n      weightKg\n      imageId\n      image\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProductVariantFields on AdminProduct {\n    options {\n      name {\n        en\n        mm\n        ch\n      }\n      values {\n        en\n        mm\n        ch\n      }\n    }\n    variants {\n      id\n      sku\n      optionValues\n      price\n      salePrice\n      stock\n      held\n      lowStockAt\n      weightKg\n      imageId\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProduct($id: Int!) {\n    adminProduct(id: $id) {\n      ...AdminProductFields\n      ...AdminProductVariantFields\n    }\n  }\n"): (typeof documents)["\n  query AdminProduct($id: Int!) {\n    adminProduct(id: $id) {\n      ...AdminProductFields\n      ...AdminProductVariantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductPage($types: [ProductType!], $search: String, $categoryId: Int, $page: Int, $limit: Int) {\n    adminProductPage(types: $types, search: $search, categoryId: $categoryId, page: $page, limit: $limit) {\n      data {\n        ...AdminProductFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProductPage($types: [ProductType!], $search: String, $categoryId: Int, $page: Int, $limit: Int) {\n    adminProductPage(types: $types, search: $search, categoryId: $categoryId, page: $page, limit: $limit) {\n      data {\n        ...AdminProductFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoryList {\n    adminCategories {\n      id\n      slug\n      name {\n        en\n        mm\n        ch\n      }\n      hidden\n      image\n      sort\n      productCount\n    }\n  }\n"): (typeof documents)["\n  query AdminCategoryList {\n    adminCategories {\n      id\n      slug\n      name {\n        en\n        mm\n        ch\n      }\n      hidden\n      image\n      sort\n      productCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateProduct($input: ProductInput!, $featureImage: Upload, $images: [Upload!]) {\n    createProduct(input: $input, featureImage: $featureImage, images: $images)\n  }\n"): (typeof documents)["\n  mutation AdminCreateProduct($input: ProductInput!, $featureImage: Upload, $images: [Upload!]) {\n    createProduct(input: $input, featureImage: $featureImage, images: $images)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateProduct($id: Int!, $input: ProductInput!, $addImages: [Upload!], $removeImageIds: [Int!], $imageOrder: [Int!]) {\n    updateProduct(id: $id, input: $input, addImages: $addImages, removeImageIds: $removeImageIds, imageOrder: $imageOrder)\n  }\n"): (typeof documents)["\n  mutation AdminUpdateProduct($id: Int!, $input: ProductInput!, $addImages: [Upload!], $removeImageIds: [Int!], $imageOrder: [Int!]) {\n    updateProduct(id: $id, input: $input, addImages: $addImages, removeImageIds: $removeImageIds, imageOrder: $imageOrder)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateCategory($input: CategoryInput!, $image: Upload) {\n    createCategory(input: $input, image: $image)\n  }\n"): (typeof documents)["\n  mutation AdminCreateCategory($input: CategoryInput!, $image: Upload) {\n    createCategory(input: $input, image: $image)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCategory($id: Int!, $input: CategoryInput!, $image: Upload) {\n    updateCategory(id: $id, input: $input, image: $image)\n  }\n"): (typeof documents)["\n  mutation AdminUpdateCategory($id: Int!, $input: CategoryInput!, $image: Upload) {\n    updateCategory(id: $id, input: $input, image: $image)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetCategoryHidden($id: Int!, $hidden: Boolean!) {\n    setCategoryHidden(id: $id, hidden: $hidden)\n  }\n"): (typeof documents)["\n  mutation AdminSetCategoryHidden($id: Int!, $hidden: Boolean!) {\n    setCategoryHidden(id: $id, hidden: $hidden)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSliders {\n    adminSliders {\n      id\n      name {\n        en\n        mm\n        ch\n      }\n      url\n      sort\n      hidden\n      image\n    }\n  }\n"): (typeof documents)["\n  query AdminSliders {\n    adminSliders {\n      id\n      name {\n        en\n        mm\n        ch\n      }\n      url\n      sort\n      hidden\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateSlider($input: SliderInput!, $image: Upload!) {\n    createSlider(input: $input, image: $image)\n  }\n"): (typeof documents)["\n  mutation AdminCreateSlider($input: SliderInput!, $image: Upload!) {\n    createSlider(input: $input, image: $image)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSlider($id: Int!, $input: SliderInput!, $image: Upload) {\n    updateSlider(id: $id, input: $input, image: $image)\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSlider($id: Int!, $input: SliderInput!, $image: Upload) {\n    updateSlider(id: $id, input: $input, image: $image)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetContentHidden($kind: HideableContent!, $id: Int!, $hidden: Boolean!) {\n    setContentHidden(kind: $kind, id: $id, hidden: $hidden)\n  }\n"): (typeof documents)["\n  mutation AdminSetContentHidden($kind: HideableContent!, $id: Int!, $hidden: Boolean!) {\n    setContentHidden(kind: $kind, id: $id, hidden: $hidden)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPaymentMethods {\n    adminPaymentMethods {\n      id\n      name\n      logo\n      sort\n      hidden\n      paymentNumbers {\n        accountName\n        accountNumber\n      }\n      kind\n      codRegionIds\n      codTownshipIds\n      codMaxTotal\n      merchantQr\n    }\n  }\n"): (typeof documents)["\n  query AdminPaymentMethods {\n    adminPaymentMethods {\n      id\n      name\n      logo\n      sort\n      hidden\n      paymentNumbers {\n        accountName\n        accountNumber\n      }\n      kind\n      codRegionIds\n      codTownshipIds\n      codMaxTotal\n      merchantQr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCodRegions {\n    regions {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminCodRegions {\n    regions {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreatePaymentMethod($input: PaymentMethodInput!, $logo: Upload, $merchantQr: Upload) {\n    createPaymentMethod(input: $input, logo: $logo, merchantQr: $merchantQr)\n  }\n"): (typeof documents)["\n  mutation AdminCreatePaymentMethod($input: PaymentMethodInput!, $logo: Upload, $merchantQr: Upload) {\n    createPaymentMethod(input: $input, logo: $logo, merchantQr: $merchantQr)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePaymentMethod($id: Int!, $input: PaymentMethodInput!, $logo: Upload, $merchantQr: Upload, $removeMerchantQr: Boolean) {\n    updatePaymentMethod(id: $id, input: $input, logo: $logo, merchantQr: $merchantQr, removeMerchantQr: $removeMerchantQr)\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePaymentMethod($id: Int!, $input: PaymentMethodInput!, $logo: Upload, $merchantQr: Upload, $removeMerchantQr: Boolean) {\n    updatePaymentMethod(id: $id, input: $input, logo: $logo, merchantQr: $merchantQr, removeMerchantQr: $removeMerchantQr)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSiteSettings {\n    settings {\n      siteName\n      siteLogo\n      siteFavicon\n      viber\n      telegram\n      contactNumber\n      shipping {\n        baseFee\n        feePerKg\n        regionBaseFees {\n          regionId\n          fee\n        }\n      }\n    }\n    regions {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminSiteSettings {\n    settings {\n      siteName\n      siteLogo\n      siteFavicon\n      viber\n      telegram\n      contactNumber\n      shipping {\n        baseFee\n        feePerKg\n        regionBaseFees {\n          regionId\n          fee\n        }\n      }\n    }\n    regions {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSiteSettings($input: SettingsInput!, $siteLogo: Upload, $siteFavicon: Upload) {\n    updateSettings(input: $input, siteLogo: $siteLogo, siteFavicon: $siteFavicon) {\n      siteName\n      siteLogo\n      siteFavicon\n      viber\n      telegram\n      contactNumber\n      shipping {\n        baseFee\n        feePerKg\n        regionBaseFees {\n          regionId\n          fee\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSiteSettings($input: SettingsInput!, $siteLogo: Upload, $siteFavicon: Upload) {\n    updateSettings(input: $input, siteLogo: $siteLogo, siteFavicon: $siteFavicon) {\n      siteName\n      siteLogo\n      siteFavicon\n      viber\n      telegram\n      contactNumber\n      shipping {\n        baseFee\n        feePerKg\n        regionBaseFees {\n          regionId\n          fee\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromotion {\n    adminPromotion {\n      image\n      content {\n        en\n        mm\n        ch\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPromotion {\n    adminPromotion {\n      image\n      content {\n        en\n        mm\n        ch\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePromotion($content: TranslatedTextInput!, $image: Upload) {\n    updatePromotion(content: $content, image: $image)\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePromotion($content: TranslatedTextInput!, $image: Upload) {\n    updatePromotion(content: $content, image: $image)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOnboardingSlides {\n    adminOnboardingSlides {\n      id\n      title {\n        en\n        mm\n        ch\n      }\n      body {\n        en\n        mm\n        ch\n      }\n      featureImage\n      sort\n      hidden\n    }\n  }\n"): (typeof documents)["\n  query AdminOnboardingSlides {\n    adminOnboardingSlides {\n      id\n      title {\n        en\n        mm\n        ch\n      }\n      body {\n        en\n        mm\n        ch\n      }\n      featureImage\n      sort\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateOnboardingSlide($input: OnboardingSlideInput!, $image: Upload) {\n    createOnboardingSlide(input: $input, image: $image)\n  }\n"): (typeof documents)["\n  mutation AdminCreateOnboardingSlide($input: OnboardingSlideInput!, $image: Upload) {\n    createOnboardingSlide(input: $input, image: $image)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateOnboardingSlide($id: Int!, $input: OnboardingSlideInput!, $image: Upload) {\n    updateOnboardingSlide(id: $id, input: $input, image: $image)\n  }\n"): (typeof documents)["\n  mutation AdminUpdateOnboardingSlide($id: Int!, $input: OnboardingSlideInput!, $image: Upload) {\n    updateOnboardingSlide(id: $id, input: $input, image: $image)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPaymentFlag on PaymentFlag {\n    code\n    detail\n    relatedPaymentId\n  }\n"): (typeof documents)["\n  fragment AdminPaymentFlag on PaymentFlag {\n    code\n    detail\n    relatedPaymentId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReceiptReading on ReceiptReading {\n    paymentId\n    state\n    amountMmk\n    amountDueMmk\n    transferredAt\n    transactionId\n    reference\n  }\n"): (typeof documents)["\n  fragment AdminReceiptReading on ReceiptReading {\n    paymentId\n    state\n    amountMmk\n    amountDueMmk\n    transferredAt\n    transactionId\n    reference\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTransferPayment($id: Int!) {\n    adminTransferPayment(id: $id) {\n      id\n      kind\n      subjectId\n      userId\n      customerName\n      customerPhone\n      decision\n      decidedAt\n      createdAt\n      screenshotUrl\n      pictureDeletedAt\n      receipt {\n        ...AdminReceiptReading\n      }\n      flags {\n        ...AdminPaymentFlag\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTransferPayment($id: Int!) {\n    adminTransferPayment(id: $id) {\n      id\n      kind\n      subjectId\n      userId\n      customerName\n      customerPhone\n      decision\n      decidedAt\n      createdAt\n      screenshotUrl\n      pictureDeletedAt\n      receipt {\n        ...AdminReceiptReading\n      }\n      flags {\n        ...AdminPaymentFlag\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPaymentCheckSettings {\n    adminPaymentCheckSettings {\n      nearDuplicateBits\n      maxNearDuplicateBits\n      transferMaxAgeHours\n      screenshotRetentionDays\n      readingOn\n    }\n  }\n"): (typeof documents)["\n  query AdminPaymentCheckSettings {\n    adminPaymentCheckSettings {\n      nearDuplicateBits\n      maxNearDuplicateBits\n      transferMaxAgeHours\n      screenshotRetentionDays\n      readingOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePaymentCheckSettings($input: PaymentCheckSettingsInput!) {\n    updatePaymentCheckSettings(input: $input) {\n      nearDuplicateBits\n      maxNearDuplicateBits\n      transferMaxAgeHours\n      screenshotRetentionDays\n      readingOn\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePaymentCheckSettings($input: PaymentCheckSettingsInput!) {\n    updatePaymentCheckSettings(input: $input) {\n      nearDuplicateBits\n      maxNearDuplicateBits\n      transferMaxAgeHours\n      screenshotRetentionDays\n      readingOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      pendingOrders\n      pendingTokenPackOrders\n      pendingShippingOrders\n      pendingTicketPayments\n      pendingRecoveries\n      pendingReviews\n      refundsDue\n      flaggedPayments\n      todayOrders\n      todaySalesMmk\n      todayTokensSold\n      drawsDue\n      drawsDeclaredToday\n      codAwaitingParcels\n      codAwaitingMmk\n      codRemittedMmk\n      lowStockVariants {\n        variantId\n        productName\n        sku\n        label\n        stock\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminDashboard {\n      pendingOrders\n      pendingTokenPackOrders\n      pendingShippingOrders\n      pendingTicketPayments\n      pendingRecoveries\n      pendingReviews\n      refundsDue\n      flaggedPayments\n      todayOrders\n      todaySalesMmk\n      todayTokensSold\n      drawsDue\n      drawsDeclaredToday\n      codAwaitingParcels\n      codAwaitingMmk\n      codRemittedMmk\n      lowStockVariants {\n        variantId\n        productName\n        sku\n        label\n        stock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    phone\n    isAdmin\n    role\n    blocked\n    tokenPoint\n    referralPoint\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    phone\n    isAdmin\n    role\n    blocked\n    tokenPoint\n    referralPoint\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $page: Int, $limit: Int) {\n    adminUsers(search: $search, page: $page, limit: $limit) {\n      data {\n        ...AdminUserFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $page: Int, $limit: Int) {\n    adminUsers(search: $search, page: $page, limit: $limit) {\n      data {\n        ...AdminUserFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserDetail($id: Int!, $tokenPage: Int, $referralPage: Int) {\n    adminUser(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      orders {\n        id\n        status\n        totalMmk\n        createdAt\n      }\n      tokenLedger(page: $tokenPage) {\n        data {\n          id\n          date\n          time\n          type\n          label\n          amount\n          balanceAfter\n          reason\n        }\n        meta {\n          total\n          perPage\n          currentPage\n          lastPage\n        }\n      }\n      referralLedger(page: $referralPage) {\n        data {\n          id\n          date\n          time\n          type\n          label\n          amount\n          balanceAfter\n          reason\n        }\n        meta {\n          total\n          perPage\n          currentPage\n          lastPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUserDetail($id: Int!, $tokenPage: Int, $referralPage: Int) {\n    adminUser(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      orders {\n        id\n        status\n        totalMmk\n        createdAt\n      }\n      tokenLedger(page: $tokenPage) {\n        data {\n          id\n          date\n          time\n          type\n          label\n          amount\n          balanceAfter\n          reason\n        }\n        meta {\n          total\n          perPage\n          currentPage\n          lastPage\n        }\n      }\n      referralLedger(page: $referralPage) {\n        data {\n          id\n          date\n          time\n          type\n          label\n          amount\n          balanceAfter\n          reason\n        }\n        meta {\n          total\n          perPage\n          currentPage\n          lastPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminGrantTokens($userId: Int!, $amount: Int!, $reason: String!) {\n    grantTokens(userId: $userId, amount: $amount, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminGrantTokens($userId: Int!, $amount: Int!, $reason: String!) {\n    grantTokens(userId: $userId, amount: $amount, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminGrantReferralPoints($userId: Int!, $amount: Int!, $reason: String!) {\n    grantReferralPoints(userId: $userId, amount: $amount, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminGrantReferralPoints($userId: Int!, $amount: Int!, $reason: String!) {\n    grantReferralPoints(userId: $userId, amount: $amount, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserRole($userId: Int!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetUserRole($userId: Int!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserBlocked($userId: Int!, $blocked: Boolean!) {\n    setUserBlocked(userId: $userId, blocked: $blocked) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetUserBlocked($userId: Int!, $blocked: Boolean!) {\n    setUserBlocked(userId: $userId, blocked: $blocked) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($adminId: Int, $action: String, $from: String, $to: String, $page: Int, $limit: Int) {\n    auditLog(adminId: $adminId, action: $action, from: $from, to: $to, page: $page, limit: $limit) {\n      data {\n        id\n        admin {\n          id\n          name\n          phone\n        }\n        role\n        action\n        subject\n        detail\n        createdAt\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n    auditActions\n  }\n"): (typeof documents)["\n  query AdminAuditLog($adminId: Int, $action: String, $from: String, $to: String, $page: Int, $limit: Int) {\n    auditLog(adminId: $adminId, action: $action, from: $from, to: $to, page: $page, limit: $limit) {\n      data {\n        id\n        admin {\n          id\n          name\n          phone\n        }\n        role\n        action\n        subject\n        detail\n        createdAt\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n    auditActions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLuckyDraws($ticketProductId: Int!, $page: Int, $limit: Int) {\n    adminLuckyDraws(ticketProductId: $ticketProductId, page: $page, limit: $limit) {\n      data {\n        id\n        batch\n        status\n        ticket\n        sold\n        remaining\n        heldNumbers\n        openedAt\n        drawAt\n        luckyNumber\n        winner {\n          id\n          name\n          phone\n        }\n        claimed\n        shipped\n        seedHash\n        seed\n        ticketsDigest\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminLuckyDraws($ticketProductId: Int!, $page: Int, $limit: Int) {\n    adminLuckyDraws(ticketProductId: $ticketProductId, page: $page, limit: $limit) {\n      data {\n        id\n        batch\n        status\n        ticket\n        sold\n        remaining\n        heldNumbers\n        openedAt\n        drawAt\n        luckyNumber\n        winner {\n          id\n          name\n          phone\n        }\n        claimed\n        shipped\n        seedHash\n        seed\n        ticketsDigest\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCouriers {\n    couriers {\n      id\n      name\n      phone\n      trackingUrl\n      active\n    }\n  }\n"): (typeof documents)["\n  query AdminCouriers {\n    couriers {\n      id\n      name\n      phone\n      trackingUrl\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateCourier($input: CourierInput!) {\n    createCourier(input: $input)\n  }\n"): (typeof documents)["\n  mutation AdminCreateCourier($input: CourierInput!) {\n    createCourier(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCourier($id: Int!, $input: CourierInput!) {\n    updateCourier(id: $id, input: $input)\n  }\n"): (typeof documents)["\n  mutation AdminUpdateCourier($id: Int!, $input: CourierInput!) {\n    updateCourier(id: $id, input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDeliveryFees {\n    settings {\n      shipping {\n        townshipBaseFees {\n          townshipId\n          fee\n        }\n        weightSteps {\n          upToKg\n          fee\n        }\n      }\n    }\n    regions {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminDeliveryFees {\n    settings {\n      shipping {\n        townshipBaseFees {\n          townshipId\n          fee\n        }\n        weightSteps {\n          upToKg\n          fee\n        }\n      }\n    }\n    regions {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTownships($regionId: Int!) {\n    townships(regionId: $regionId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminTownships($regionId: Int!) {\n    townships(regionId: $regionId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateDeliveryFees($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      shipping {\n        townshipBaseFees {\n          townshipId\n          fee\n        }\n        weightSteps {\n          upToKg\n          fee\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateDeliveryFees($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      shipping {\n        townshipBaseFees {\n          townshipId\n          fee\n        }\n        weightSteps {\n          upToKg\n          fee\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWaybills($handedOver: Boolean) {\n    waybills(handedOver: $handedOver) {\n      code\n      recipientName\n      recipientPhone\n      collectMmk\n      handedOverAt\n      shippingOrder {\n        id\n        shippingAddress\n        courier\n        trackingNumber\n        orderItems {\n          id\n          qty\n          product {\n            name\n          }\n          variant {\n            label\n            sku\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWaybills($handedOver: Boolean) {\n    waybills(handedOver: $handedOver) {\n      code\n      recipientName\n      recipientPhone\n      collectMmk\n      handedOverAt\n      shippingOrder {\n        id\n        shippingAddress\n        courier\n        trackingNumber\n        orderItems {\n          id\n          qty\n          product {\n            name\n          }\n          variant {\n            label\n            sku\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminHandOverParcel($code: String!) {\n    handOverParcel(code: $code) {\n      code\n      handedOverAt\n      recipientName\n      shippingOrder {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminHandOverParcel($code: String!) {\n    handOverParcel(code: $code) {\n      code\n      handedOverAt\n      recipientName\n      shippingOrder {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminImportCodRemittance($file: Upload) {\n    importCodRemittance(file: $file) {\n      paidCount\n      paidMmk\n      lines {\n        line\n        code\n        amountMmk\n        expectedMmk\n        outcome\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminImportCodRemittance($file: Upload) {\n    importCodRemittance(file: $file) {\n      paidCount\n      paidMmk\n      lines {\n        line\n        code\n        amountMmk\n        expectedMmk\n        outcome\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefuseCodParcel($id: Int!, $reason: String!) {\n    refuseCodParcel(id: $id, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminRefuseCodParcel($id: Int!, $reason: String!) {\n    refuseCodParcel(id: $id, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCodRefusalSetting {\n    settings {\n      refuseCodAfterUnpaidRefusal\n    }\n  }\n"): (typeof documents)["\n  query AdminCodRefusalSetting {\n    settings {\n      refuseCodAfterUnpaidRefusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCodRefusalSetting($on: Boolean) {\n    updateSettings(input: { refuseCodAfterUnpaidRefusal: $on }) {\n      refuseCodAfterUnpaidRefusal\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateCodRefusalSetting($on: Boolean) {\n    updateSettings(input: { refuseCodAfterUnpaidRefusal: $on }) {\n      refuseCodAfterUnpaidRefusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMe {\n    me {\n      id\n      name\n      role\n      permissions\n    }\n  }\n"): (typeof documents)["\n  query AdminMe {\n    me {\n      id\n      name\n      role\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingOrders {\n    pendingOrders {\n      userId\n      customerName\n      customerPhone\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      order {\n        orderId\n        orderDate\n        shippingAddress\n        payment\n        paymentKind\n        totalPrice\n        discount\n        voucherCode\n        orderItems {\n          qty\n          unitPrice\n          product {\n            name\n            featureImage\n            type\n          }\n          variant {\n            id\n            sku\n            label\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingOrders {\n    pendingOrders {\n      userId\n      customerName\n      customerPhone\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      order {\n        orderId\n        orderDate\n        shippingAddress\n        payment\n        paymentKind\n        totalPrice\n        discount\n        voucherCode\n        orderItems {\n          qty\n          unitPrice\n          product {\n            name\n            featureImage\n            type\n          }\n          variant {\n            id\n            sku\n            label\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingShippingOrders {\n    pendingShippingOrders {\n      userId\n      customerName\n      customerPhone\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      shippingOrder {\n        id\n        shippingOrderId\n        shippingAddress\n        shippingPrice\n        codAmount\n        payment\n        orderDate\n        orderItems {\n          qty\n          type\n          product {\n            name\n            kg\n            featureImage\n          }\n          variant {\n            id\n            sku\n            label\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingShippingOrders {\n    pendingShippingOrders {\n      userId\n      customerName\n      customerPhone\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      shippingOrder {\n        id\n        shippingOrderId\n        shippingAddress\n        shippingPrice\n        codAmount\n        payment\n        orderDate\n        orderItems {\n          qty\n          type\n          product {\n            name\n            kg\n            featureImage\n          }\n          variant {\n            id\n            sku\n            label\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveOrder($id: Int!) {\n    approveOrder(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminApproveOrder($id: Int!) {\n    approveOrder(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelOrder($id: Int!, $reason: String!) {\n    cancelOrder(id: $id, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminCancelOrder($id: Int!, $reason: String!) {\n    cancelOrder(id: $id, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveShippingOrder($id: Int!, $courierId: Int, $trackingNumber: String) {\n    approveShippingOrder(id: $id, courierId: $courierId, trackingNumber: $trackingNumber)\n  }\n"): (typeof documents)["\n  mutation AdminApproveShippingOrder($id: Int!, $courierId: Int, $trackingNumber: String) {\n    approveShippingOrder(id: $id, courierId: $courierId, trackingNumber: $trackingNumber)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectShippingOrder($id: Int!, $reason: String!) {\n    rejectShippingOrder(id: $id, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminRejectShippingOrder($id: Int!, $reason: String!) {\n    rejectShippingOrder(id: $id, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingTicketPayments {\n    pendingTicketPayments {\n      id\n      luckyDrawId\n      batch\n      productName\n      ticketCount\n      tickets\n      amountMmk\n      paymentMethodName\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      customerName\n      customerPhone\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingTicketPayments {\n    pendingTicketPayments {\n      id\n      luckyDrawId\n      batch\n      productName\n      ticketCount\n      tickets\n      amountMmk\n      paymentMethodName\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      customerName\n      customerPhone\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveTicketPayment($id: Int!) {\n    approveTicketPayment(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminApproveTicketPayment($id: Int!) {\n    approveTicketPayment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectTicketPayment($id: Int!, $reason: String!) {\n    rejectTicketPayment(id: $id, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminRejectTicketPayment($id: Int!, $reason: String!) {\n    rejectTicketPayment(id: $id, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTicketProducts {\n    adminTicketProducts {\n      id\n      productId\n      name\n      ticket\n      costTokenPoint\n      label\n      labelMm\n      labelCh\n      hidden\n      batch\n      batchTicket\n      sold\n      endsAt\n      minTickets\n    }\n  }\n"): (typeof documents)["\n  query AdminTicketProducts {\n    adminTicketProducts {\n      id\n      productId\n      name\n      ticket\n      costTokenPoint\n      label\n      labelMm\n      labelCh\n      hidden\n      batch\n      batchTicket\n      sold\n      endsAt\n      minTickets\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPrizeProducts {\n    products(types: [PRIZE], perPage: 100) {\n      data {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPrizeProducts {\n    products(types: [PRIZE], perPage: 100) {\n      data {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateTicketProduct($input: TicketProductInput!) {\n    createTicketProduct(input: $input)\n  }\n"): (typeof documents)["\n  mutation AdminCreateTicketProduct($input: TicketProductInput!) {\n    createTicketProduct(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateTicketProduct($id: Int!, $input: TicketProductUpdate!) {\n    updateTicketProduct(id: $id, input: $input)\n  }\n"): (typeof documents)["\n  mutation AdminUpdateTicketProduct($id: Int!, $input: TicketProductUpdate!) {\n    updateTicketProduct(id: $id, input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingRecoveries {\n    pendingRecoveries {\n      id\n      userId\n      customerName\n      customerPhone\n      missedDays\n      feeMmk\n      payment\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingRecoveries {\n    pendingRecoveries {\n      id\n      userId\n      customerName\n      customerPhone\n      missedDays\n      feeMmk\n      payment\n      screenshotUrl\n      flags {\n        ...AdminPaymentFlag\n      }\n      receipt {\n        ...AdminReceiptReading\n      }\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveRecovery($id: Int!) {\n    approveRecovery(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminApproveRecovery($id: Int!) {\n    approveRecovery(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectRecovery($id: Int!, $reason: String!) {\n    rejectRecovery(id: $id, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminRejectRecovery($id: Int!, $reason: String!) {\n    rejectRecovery(id: $id, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGifts {\n    adminProducts(types: [REFERRAL_GIFT]) {\n      id\n      type\n      categoryId\n      slug\n      name {\n        en\n        mm\n        ch\n      }\n      description {\n        en\n        mm\n        ch\n      }\n      actualPrice\n      weightKg\n      inStock\n      tokenReward\n      referralPoint\n      hidden\n      featureImage\n    }\n  }\n"): (typeof documents)["\n  query AdminGifts {\n    adminProducts(types: [REFERRAL_GIFT]) {\n      id\n      type\n      categoryId\n      slug\n      name {\n        en\n        mm\n        ch\n      }\n      description {\n        en\n        mm\n        ch\n      }\n      actualPrice\n      weightKg\n      inStock\n      tokenReward\n      referralPoint\n      hidden\n      featureImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories {\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories {\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateGift($input: ProductInput!, $featureImage: Upload) {\n    createProduct(input: $input, featureImage: $featureImage)\n  }\n"): (typeof documents)["\n  mutation AdminCreateGift($input: ProductInput!, $featureImage: Upload) {\n    createProduct(input: $input, featureImage: $featureImage)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateGift($id: Int!, $input: ProductInput!, $featureImage: Upload) {\n    updateProduct(id: $id, input: $input, featureImage: $featureImage)\n  }\n"): (typeof documents)["\n  mutation AdminUpdateGift($id: Int!, $input: ProductInput!, $featureImage: Upload) {\n    updateProduct(id: $id, input: $input, featureImage: $featureImage)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetProductHidden($id: Int!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden)\n  }\n"): (typeof documents)["\n  mutation AdminSetProductHidden($id: Int!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRewardSettings on SiteSettings {\n    dailyPoint\n    dailyRewardPoint\n    rewards {\n      referralPointsPerSignup\n      recoveryFeeMmk\n      tokensPer10000Mmk\n      tokenPriceMmk\n      drawDelayMinutes\n      ticketHoldPercent\n      ticketHoldMinutes\n    }\n  }\n"): (typeof documents)["\n  fragment AdminRewardSettings on SiteSettings {\n    dailyPoint\n    dailyRewardPoint\n    rewards {\n      referralPointsPerSignup\n      recoveryFeeMmk\n      tokensPer10000Mmk\n      tokenPriceMmk\n      drawDelayMinutes\n      ticketHoldPercent\n      ticketHoldMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettings {\n    settings {\n      ...AdminRewardSettings\n    }\n  }\n"): (typeof documents)["\n  query AdminSettings {\n    settings {\n      ...AdminRewardSettings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminRewardSettings\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminRewardSettings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingReviews {\n    pendingReviews {\n      userId\n      customerPhone\n      review {\n        id\n        userName\n        userImage\n        rating\n        comment\n        files\n        thumbs\n        status\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingReviews {\n    pendingReviews {\n      userId\n      customerPhone\n      review {\n        id\n        userName\n        userImage\n        rating\n        comment\n        files\n        thumbs\n        status\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveReview($id: Int!) {\n    approveReview(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminApproveReview($id: Int!) {\n    approveReview(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectReview($id: Int!, $reason: String!) {\n    rejectReview(id: $id, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminRejectReview($id: Int!, $reason: String!) {\n    rejectReview(id: $id, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminQueueEvents {\n    adminQueueEvents {\n      queue\n      resync\n    }\n  }\n"): (typeof documents)["\n  subscription AdminQueueEvents {\n    adminQueueEvents {\n      queue\n      resync\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      status\n      payment\n      paymentKind\n      totalMmk\n      discount\n      voucherCode\n      createdAt\n      shippingAddress\n      cancelReason\n      userId\n      customerName\n      customerPhone\n      refundableMmk\n      lines {\n        orderItemId\n        productId\n        productName\n        variantLabel\n        qty\n        unitPrice\n        state\n        refundable\n      }\n      refunds {\n        id\n        amount\n        reason\n        status\n        method\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      id\n      status\n      payment\n      paymentKind\n      totalMmk\n      discount\n      voucherCode\n      createdAt\n      shippingAddress\n      cancelReason\n      userId\n      customerName\n      customerPhone\n      refundableMmk\n      lines {\n        orderItemId\n        productId\n        productName\n        variantLabel\n        qty\n        unitPrice\n        state\n        refundable\n      }\n      refunds {\n        id\n        amount\n        reason\n        status\n        method\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefundOrder($input: RefundInput!, $screenshot: Upload) {\n    refundOrder(input: $input, screenshot: $screenshot)\n  }\n"): (typeof documents)["\n  mutation AdminRefundOrder($input: RefundInput!, $screenshot: Upload) {\n    refundOrder(input: $input, screenshot: $screenshot)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRefunds($status: RefundStatus) {\n    adminRefunds(status: $status) {\n      id\n      userId\n      customerName\n      customerPhone\n      kind\n      subjectId\n      amountMmk\n      reason\n      status\n      method\n      screenshotUrl\n      createdAt\n      refundedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminRefunds($status: RefundStatus) {\n    adminRefunds(status: $status) {\n      id\n      userId\n      customerName\n      customerPhone\n      kind\n      subjectId\n      amountMmk\n      reason\n      status\n      method\n      screenshotUrl\n      createdAt\n      refundedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSettleRefund($id: Int!, $method: String!, $screenshot: Upload) {\n    settleRefund(id: $id, method: $method, screenshot: $screenshot)\n  }\n"): (typeof documents)["\n  mutation AdminSettleRefund($id: Int!, $method: String!, $screenshot: Upload) {\n    settleRefund(id: $id, method: $method, screenshot: $screenshot)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSalesReport($from: Date!, $to: Date!, $bucket: ReportBucket!) {\n    salesReport(from: $from, to: $to, bucket: $bucket) {\n      from\n      to\n      bucket\n      buckets {\n        start\n        revenue\n        orders\n        units\n        averageOrder\n      }\n      totals {\n        revenue\n        orders\n        units\n        averageOrder\n      }\n      byPaymentMethod {\n        kind\n        revenue\n        orders\n      }\n      bestSellers {\n        products {\n          productId\n          name\n          units\n          revenue\n        }\n        variants {\n          productId\n          variantId\n          name\n          variant\n          units\n          revenue\n        }\n      }\n      tokensSold\n      tokensSpent\n      ticketsSold\n      draws\n      vouchersGiven\n      refunds {\n        count\n        kyat\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSalesReport($from: Date!, $to: Date!, $bucket: ReportBucket!) {\n    salesReport(from: $from, to: $to, bucket: $bucket) {\n      from\n      to\n      bucket\n      buckets {\n        start\n        revenue\n        orders\n        units\n        averageOrder\n      }\n      totals {\n        revenue\n        orders\n        units\n        averageOrder\n      }\n      byPaymentMethod {\n        kind\n        revenue\n        orders\n      }\n      bestSellers {\n        products {\n          productId\n          name\n          units\n          revenue\n        }\n        variants {\n          productId\n          variantId\n          name\n          variant\n          units\n          revenue\n        }\n      }\n      tokensSold\n      tokensSpent\n      ticketsSold\n      draws\n      vouchersGiven\n      refunds {\n        count\n        kyat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingReturns {\n    pendingReturns {\n      orderId\n      userId\n      customerName\n      customerPhone\n      amountMmk\n      lines {\n        orderItemId\n        qty\n        unitPrice\n        product {\n          name\n          featureImage\n        }\n        variant {\n          label\n        }\n      }\n      orderReturn {\n        id\n        status\n        reason\n        reasonText\n        comment\n        orderItemIds\n        photos\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingReturns {\n    pendingReturns {\n      orderId\n      userId\n      customerName\n      customerPhone\n      amountMmk\n      lines {\n        orderItemId\n        qty\n        unitPrice\n        product {\n          name\n          featureImage\n        }\n        variant {\n          label\n        }\n      }\n      orderReturn {\n        id\n        status\n        reason\n        reasonText\n        comment\n        orderItemIds\n        photos\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveReturn($id: Int!, $restock: Boolean) {\n    approveReturn(id: $id, restock: $restock)\n  }\n"): (typeof documents)["\n  mutation AdminApproveReturn($id: Int!, $restock: Boolean) {\n    approveReturn(id: $id, restock: $restock)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectReturn($id: Int!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminRejectReturn($id: Int!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminVouchers {\n    adminVouchers {\n      id\n      code\n      kind\n      value\n      minSpend\n      maxDiscount\n      usesPerShopper\n      totalUses\n      used\n      givenMmk\n      startsAt\n      endsAt\n      productIds\n      categoryIds\n      firstOrderOnly\n      paused\n      state\n      title {\n        en\n        mm\n        ch\n      }\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminVouchers {\n    adminVouchers {\n      id\n      code\n      kind\n      value\n      minSpend\n      maxDiscount\n      usesPerShopper\n      totalUses\n      used\n      givenMmk\n      startsAt\n      endsAt\n      productIds\n      categoryIds\n      firstOrderOnly\n      paused\n      state\n      title {\n        en\n        mm\n        ch\n      }\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateVoucher($input: VoucherInput!) {\n    createVoucher(input: $input)\n  }\n"): (typeof documents)["\n  mutation AdminCreateVoucher($input: VoucherInput!) {\n    createVoucher(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetVoucherPaused($id: Int!, $paused: Boolean!) {\n    setVoucherPaused(id: $id, paused: $paused)\n  }\n"): (typeof documents)["\n  mutation AdminSetVoucherPaused($id: Int!, $paused: Boolean!) {\n    setVoucherPaused(id: $id, paused: $paused)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhooks {\n    adminWebhooks {\n      id\n      url\n      description\n      events\n      paused\n      secretHint\n      pendingDeliveries\n      failedDeliveries\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhooks {\n    adminWebhooks {\n      id\n      url\n      description\n      events\n      paused\n      secretHint\n      pendingDeliveries\n      failedDeliveries\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookDeliveries($endpointId: Int!, $page: Int) {\n    webhookDeliveries(endpointId: $endpointId, page: $page) {\n      data {\n        id\n        eventId\n        eventType\n        status\n        attempts\n        lastAttemptAt\n        lastResponseCode\n        lastError\n        nextAttemptAt\n      }\n      meta {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookDeliveries($endpointId: Int!, $page: Int) {\n    webhookDeliveries(endpointId: $endpointId, page: $page) {\n      data {\n        id\n        eventId\n        eventType\n        status\n        attempts\n        lastAttemptAt\n        lastResponseCode\n        lastError\n        nextAttemptAt\n      }\n      meta {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateWebhook($input: WebhookInput!) {\n    createWebhook(input: $input)\n  }\n"): (typeof documents)["\n  mutation AdminCreateWebhook($input: WebhookInput!) {\n    createWebhook(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetWebhookPaused($id: Int!, $paused: Boolean!) {\n    setWebhookPaused(id: $id, paused: $paused)\n  }\n"): (typeof documents)["\n  mutation AdminSetWebhookPaused($id: Int!, $paused: Boolean!) {\n    setWebhookPaused(id: $id, paused: $paused)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteWebhook($id: Int!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteWebhook($id: Int!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendWebhookDelivery($id: Int!) {\n    resendWebhookDelivery(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminResendWebhookDelivery($id: Int!) {\n    resendWebhookDelivery(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on ProductCard {\n    id\n    slug\n    name\n    category\n    featureImage\n    actualPrice\n    salePrice\n    saleStartsAt\n    saleEndsAt\n  }\n"): (typeof documents)["\n  fragment ProductCardFields on ProductCard {\n    id\n    slug\n    name\n    category\n    featureImage\n    actualPrice\n    salePrice\n    saleStartsAt\n    saleEndsAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSliders {\n    sliders {\n      id\n      name\n      image\n      url\n    }\n  }\n"): (typeof documents)["\n  query HomeSliders {\n    sliders {\n      id\n      name\n      image\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCategories {\n    categories {\n      id\n      name\n      image\n    }\n  }\n"): (typeof documents)["\n  query HomeCategories {\n    categories {\n      id\n      name\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestProducts($page: Int) {\n    latestProducts(page: $page) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query LatestProducts($page: Int) {\n    latestProducts(page: $page) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($search: String!, $page: Int, $perPage: Int) {\n    products(search: $search, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchProducts($search: String!, $page: Int, $perPage: Int) {\n    products(search: $search, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryProducts($categoryId: Int!, $page: Int, $perPage: Int) {\n    products(categoryId: $categoryId, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryProducts($categoryId: Int!, $page: Int, $perPage: Int) {\n    products(categoryId: $categoryId, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      type\n      category\n      categoryId\n      featureImage\n      productImages\n      actualPrice\n      salePrice\n      saleStartsAt\n      saleEndsAt\n      ratingAverage\n      ratingCount\n      reviews {\n        userImage\n        userName\n        rating\n        comment\n      }\n      description\n      options {\n        name\n        values\n      }\n      variants {\n        id\n        sku\n        optionValues\n        price\n        salePrice\n        stock\n        available\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      type\n      category\n      categoryId\n      featureImage\n      productImages\n      actualPrice\n      salePrice\n      saleStartsAt\n      saleEndsAt\n      ratingAverage\n      ratingCount\n      reviews {\n        userImage\n        userName\n        rating\n        comment\n      }\n      description\n      options {\n        name\n        values\n      }\n      variants {\n        id\n        sku\n        optionValues\n        price\n        salePrice\n        stock\n        available\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogAddToCart($input: CartItemInput!) {\n    addToCart(input: $input) {\n      count\n      lines {\n        id\n        product {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogAddToCart($input: CartItemInput!) {\n    addToCart(input: $input) {\n      count\n      lines {\n        id\n        product {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogRateProduct($productId: Int!, $rating: Int!, $comment: String!) {\n    rateProduct(productId: $productId, rating: $rating, comment: $comment) {\n      productId\n      rating\n      comment\n      ratingAverage\n      ratingCount\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogRateProduct($productId: Int!, $rating: Int!, $comment: String!) {\n    rateProduct(productId: $productId, rating: $rating, comment: $comment) {\n      productId\n      rating\n      comment\n      ratingAverage\n      ratingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommerceProduct on ProductSummary {\n    id\n    slug\n    name\n    type\n    category\n    featureImage\n    actualPrice\n    kg\n    available\n  }\n"): (typeof documents)["\n  fragment CommerceProduct on ProductSummary {\n    id\n    slug\n    name\n    type\n    category\n    featureImage\n    actualPrice\n    kg\n    available\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommerceCart {\n    cart {\n      count\n      total\n      lines {\n        id\n        qty\n        subtotal\n        unitPrice\n        regularPrice\n        onSale\n        saleEnded\n        product {\n          ...CommerceProduct\n        }\n        variant {\n          id\n          label\n          price\n          stock\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommerceCart {\n    cart {\n      count\n      total\n      lines {\n        id\n        qty\n        subtotal\n        unitPrice\n        regularPrice\n        onSale\n        saleEnded\n        product {\n          ...CommerceProduct\n        }\n        variant {\n          id\n          label\n          price\n          stock\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommerceAddToCart($input: CartItemInput!) {\n    addToCart(input: $input) {\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation CommerceAddToCart($input: CartItemInput!) {\n    addToCart(input: $input) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommerceUpdateCartLine($input: CartItemInput!) {\n    updateCartLine(input: $input) {\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation CommerceUpdateCartLine($input: CartItemInput!) {\n    updateCartLine(input: $input) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommerceRemoveFromCart($cartLineIds: [Int!]) {\n    removeFromCart(cartLineIds: $cartLineIds) {\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation CommerceRemoveFromCart($cartLineIds: [Int!]) {\n    removeFromCart(cartLineIds: $cartLineIds) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommerceBillingInfo {\n    me {\n      id\n      name\n      phone\n      address\n      postalCode\n      region {\n        id\n        name\n      }\n      township {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommerceBillingInfo {\n    me {\n      id\n      name\n      phone\n      address\n      postalCode\n      region {\n        id\n        name\n      }\n      township {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommerceOrder on Order {\n    orderId\n    discount\n    voucherCode\n    status\n    statusMessage\n    orderDate\n    shippingAddress\n    orderItems {\n      product {\n        ...CommerceProduct\n      }\n      qty\n      unitPrice\n      variant {\n        id\n        label\n        price\n        stock\n      }\n    }\n    payment\n    paymentKind\n    totalPrice\n    cancelReason\n    cancellable\n    refunds {\n      id\n      amount\n      status\n      method\n      date\n    }\n    returns {\n      id\n      status\n      reasonText\n      rejectReason\n    }\n  }\n"): (typeof documents)["\n  fragment CommerceOrder on Order {\n    orderId\n    discount\n    voucherCode\n    status\n    statusMessage\n    orderDate\n    shippingAddress\n    orderItems {\n      product {\n        ...CommerceProduct\n      }\n      qty\n      unitPrice\n      variant {\n        id\n        label\n        price\n        stock\n      }\n    }\n    payment\n    paymentKind\n    totalPrice\n    cancelReason\n    cancellable\n    refunds {\n      id\n      amount\n      status\n      method\n      date\n    }\n    returns {\n      id\n      status\n      reasonText\n      rejectReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommerceRequestReturn($input: ReturnInput!, $photos: [Upload!]) {\n    requestReturn(input: $input, photos: $photos)\n  }\n"): (typeof documents)["\n  mutation CommerceRequestReturn($input: ReturnInput!, $photos: [Upload!]) {\n    requestReturn(input: $input, photos: $photos)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommerceCancelMyOrder($orderId: Int!, $reason: OrderCancelReason!) {\n    cancelMyOrder(orderId: $orderId, reason: $reason) {\n      ...CommerceOrder\n    }\n  }\n"): (typeof documents)["\n  mutation CommerceCancelMyOrder($orderId: Int!, $reason: OrderCancelReason!) {\n    cancelMyOrder(orderId: $orderId, reason: $reason) {\n      ...CommerceOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommercePreviewVoucher($code: String!, $cartLineIds: [Int!], $productId: Int, $variantId: Int, $qty: Int) {\n    previewVoucher(code: $code, cartLineIds: $cartLineIds, productId: $productId, variantId: $variantId, qty: $qty) {\n      code\n      title\n      subtotal\n      discount\n      total\n    }\n  }\n"): (typeof documents)["\n  query CommercePreviewVoucher($code: String!, $cartLineIds: [Int!], $productId: Int, $variantId: Int, $qty: Int) {\n    previewVoucher(code: $code, cartLineIds: $cartLineIds, productId: $productId, variantId: $variantId, qty: $qty) {\n      code\n      title\n      subtotal\n      discount\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommerceCheckout($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String, $cartLineIds: [Int!], $voucherCode: String) {\n    checkout(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference, cartLineIds: $cartLineIds, voucherCode: $voucherCode) {\n      ...CommerceOrder\n    }\n  }\n"): (typeof documents)["\n  mutation CommerceCheckout($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String, $cartLineIds: [Int!], $voucherCode: String) {\n    checkout(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference, cartLineIds: $cartLineIds, voucherCode: $voucherCode) {\n      ...CommerceOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommerceBuyNow($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String, $productId: Int, $qty: Int, $variantId: Int, $voucherCode: String) {\n    buyNow(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference, productId: $productId, qty: $qty, variantId: $variantId, voucherCode: $voucherCode) {\n      ...CommerceOrder\n    }\n  }\n"): (typeof documents)["\n  mutation CommerceBuyNow($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String, $productId: Int, $qty: Int, $variantId: Int, $voucherCode: String) {\n    buyNow(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference, productId: $productId, qty: $qty, variantId: $variantId, voucherCode: $voucherCode) {\n      ...CommerceOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommerceMyOrders {\n    myOrders {\n      ...CommerceOrder\n    }\n  }\n"): (typeof documents)["\n  query CommerceMyOrders {\n    myOrders {\n      ...CommerceOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommerceToShipItems {\n    toShipItems {\n      id\n      qty\n      type\n      product {\n        ...CommerceProduct\n      }\n      variant {\n        id\n        label\n        price\n        stock\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommerceToShipItems {\n    toShipItems {\n      id\n      qty\n      type\n      product {\n        ...CommerceProduct\n      }\n      variant {\n        id\n        label\n        price\n        stock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommerceShippingPrice($orderItemIds: [Int!]!) {\n    shippingPrice(orderItemIds: $orderItemIds)\n  }\n"): (typeof documents)["\n  query CommerceShippingPrice($orderItemIds: [Int!]!) {\n    shippingPrice(orderItemIds: $orderItemIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommerceShippingOrder on ShippingOrder {\n    id\n    shippingOrderId\n    orderId\n    status\n    shippingAddress\n    shippingPrice\n    payment\n    orderDate\n    receivedDate\n    rejectReason\n    courier\n    courierPhone\n    trackingNumber\n    trackingUrl\n    codAmount\n    orderItems {\n      id\n      qty\n      type\n      status\n      product {\n        ...CommerceProduct\n      }\n        variant {\n          id\n          label\n          price\n          stock\n        }\n    }\n  }\n"): (typeof documents)["\n  fragment CommerceShippingOrder on ShippingOrder {\n    id\n    shippingOrderId\n    orderId\n    status\n    shippingAddress\n    shippingPrice\n    payment\n    orderDate\n    receivedDate\n    rejectReason\n    courier\n    courierPhone\n    trackingNumber\n    trackingUrl\n    codAmount\n    orderItems {\n      id\n      qty\n      type\n      status\n      product {\n        ...CommerceProduct\n      }\n        variant {\n          id\n          label\n          price\n          stock\n        }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommerceCreateShippingOrder($orderItemIds: [Int!]!, $paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String) {\n    createShippingOrder(orderItemIds: $orderItemIds, paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference) {\n      ...CommerceShippingOrder\n    }\n  }\n"): (typeof documents)["\n  mutation CommerceCreateShippingOrder($orderItemIds: [Int!]!, $paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String) {\n    createShippingOrder(orderItemIds: $orderItemIds, paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference) {\n      ...CommerceShippingOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommerceShippingOrders($status: ShippingStatus) {\n    shippingOrders(status: $status) {\n      id\n      shippingOrderId\n      status\n      shippingOrderItems\n      shippingPrice\n      payment\n      orderDate\n      receivedDate\n      courier\n      codAmount\n    }\n  }\n"): (typeof documents)["\n  query CommerceShippingOrders($status: ShippingStatus) {\n    shippingOrders(status: $status) {\n      id\n      shippingOrderId\n      status\n      shippingOrderItems\n      shippingPrice\n      payment\n      orderDate\n      receivedDate\n      courier\n      codAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommerceShippingOrderDetail($id: Int!) {\n    shippingOrder(id: $id) {\n      ...CommerceShippingOrder\n    }\n  }\n"): (typeof documents)["\n  query CommerceShippingOrderDetail($id: Int!) {\n    shippingOrder(id: $id) {\n      ...CommerceShippingOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommerceConfirmReceived($id: Int!) {\n    confirmReceived(id: $id)\n  }\n"): (typeof documents)["\n  mutation CommerceConfirmReceived($id: Int!) {\n    confirmReceived(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveServerTime {\n    serverTime\n  }\n"): (typeof documents)["\n  query LiveServerTime {\n    serverTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveUpcomingDraws {\n    upcomingDraws {\n      id\n      ticketProductId\n      batch\n      status\n      ticket\n      sold\n      drawAt\n      endsAt\n      product {\n        id\n        name\n        category\n        featureImage\n        actualPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveUpcomingDraws {\n    upcomingDraws {\n      id\n      ticketProductId\n      batch\n      status\n      ticket\n      sold\n      drawAt\n      endsAt\n      product {\n        id\n        name\n        category\n        featureImage\n        actualPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveDrawReveals {\n    drawReveals {\n      id\n      ticketProductId\n      productId\n      batch\n      luckyNumber\n      youWin\n      winnerName\n      drawnAt\n      revealAt\n    }\n  }\n"): (typeof documents)["\n  subscription LiveDrawReveals {\n    drawReveals {\n      id\n      ticketProductId\n      productId\n      batch\n      luckyNumber\n      youWin\n      winnerName\n      drawnAt\n      revealAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketProductFields on TicketProductCard {\n    id\n    productId\n    slug\n    name\n    category\n    featureImage\n    actualPrice\n    ticket\n    remainingTickets\n    costTokenPoint\n    label\n    batch\n    luckyDrawId\n    ticketPriceMmk\n    endsAt\n    minTickets\n  }\n"): (typeof documents)["\n  fragment TicketProductFields on TicketProductCard {\n    id\n    productId\n    slug\n    name\n    category\n    featureImage\n    actualPrice\n    ticket\n    remainingTickets\n    costTokenPoint\n    label\n    batch\n    luckyDrawId\n    ticketPriceMmk\n    endsAt\n    minTickets\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LuckyDrawTicketProducts($page: Int, $perPage: Int) {\n    ticketProducts(page: $page, perPage: $perPage) {\n      data {\n        ...TicketProductFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query LuckyDrawTicketProducts($page: Int, $perPage: Int) {\n    ticketProducts(page: $page, perPage: $perPage) {\n      data {\n        ...TicketProductFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LuckyDrawHomeTicketProducts {\n    homeTicketProducts {\n      ...TicketProductFields\n    }\n  }\n"): (typeof documents)["\n  query LuckyDrawHomeTicketProducts {\n    homeTicketProducts {\n      ...TicketProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LuckyDrawTicketProduct($id: Int!) {\n    ticketProduct(id: $id) {\n      ...TicketProductFields\n    }\n  }\n"): (typeof documents)["\n  query LuckyDrawTicketProduct($id: Int!) {\n    ticketProduct(id: $id) {\n      ...TicketProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LuckyDrawTicketProductForProduct($productId: Int!) {\n    ticketProductForProduct(productId: $productId) {\n      ...TicketProductFields\n    }\n  }\n"): (typeof documents)["\n  query LuckyDrawTicketProductForProduct($productId: Int!) {\n    ticketProductForProduct(productId: $productId) {\n      ...TicketProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LuckyDrawWinnerSlides {\n    winnerSlides {\n      id\n      product\n      name\n    }\n  }\n"): (typeof documents)["\n  query LuckyDrawWinnerSlides {\n    winnerSlides {\n      id\n      product\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LuckyDrawBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n"): (typeof documents)["\n  query LuckyDrawBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LuckyDrawMyDraws($list: MyDrawList!) {\n    myLuckyDraws(list: $list) {\n      id\n      ticketId\n      batch\n      status\n      openedAt\n      drawAt\n      luckyNumber\n      isWin\n      claimed\n      ticketNumbers\n      pendingNumbers\n      product {\n        id\n        name\n        category\n        featureImage\n        actualPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query LuckyDrawMyDraws($list: MyDrawList!) {\n    myLuckyDraws(list: $list) {\n      id\n      ticketId\n      batch\n      status\n      openedAt\n      drawAt\n      luckyNumber\n      isWin\n      claimed\n      ticketNumbers\n      pendingNumbers\n      product {\n        id\n        name\n        category\n        featureImage\n        actualPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LuckyDrawDetail($id: Int!) {\n    luckyDraw(id: $id) {\n      id\n      randomTicketNumbers\n      endsAt\n      minTickets\n      ...DrawDetail\n    }\n  }\n"): (typeof documents)["\n  query LuckyDrawDetail($id: Int!) {\n    luckyDraw(id: $id) {\n      id\n      randomTicketNumbers\n      endsAt\n      minTickets\n      ...DrawDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LuckyDrawLiveNumber($ticketId: Int!) {\n    liveLuckyNumber(ticketId: $ticketId) {\n      code\n      luckyNumber\n      luckyDrawId\n    }\n  }\n"): (typeof documents)["\n  query LuckyDrawLiveNumber($ticketId: Int!) {\n    liveLuckyNumber(ticketId: $ticketId) {\n      code\n      luckyNumber\n      luckyDrawId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketPurchaseFields on TicketPurchaseResult {\n    ticketCounts\n    tokenUse\n    productName\n    tickets\n    batch\n    luckyDrawId\n    ticketId\n    status\n    amountMmk\n  }\n"): (typeof documents)["\n  fragment TicketPurchaseFields on TicketPurchaseResult {\n    ticketCounts\n    tokenUse\n    productName\n    tickets\n    batch\n    luckyDrawId\n    ticketId\n    status\n    amountMmk\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LuckyDrawBuyTickets($ticketProductId: Int!, $ticketCount: Int!) {\n    buyTickets(ticketProductId: $ticketProductId, ticketCount: $ticketCount) {\n      ...TicketPurchaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation LuckyDrawBuyTickets($ticketProductId: Int!, $ticketCount: Int!) {\n    buyTickets(ticketProductId: $ticketProductId, ticketCount: $ticketCount) {\n      ...TicketPurchaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LuckyDrawBuyTicketsByTransfer($ticketProductId: Int!, $ticketCount: Int!, $paymentId: Int, $paymentImage: Upload, $paymentReference: String) {\n    buyTicketsByTransfer(ticketProductId: $ticketProductId, ticketCount: $ticketCount, paymentId: $paymentId, paymentImage: $paymentImage, paymentReference: $paymentReference) {\n      ...TicketPurchaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation LuckyDrawBuyTicketsByTransfer($ticketProductId: Int!, $ticketCount: Int!, $paymentId: Int, $paymentImage: Upload, $paymentReference: String) {\n    buyTicketsByTransfer(ticketProductId: $ticketProductId, ticketCount: $ticketCount, paymentId: $paymentId, paymentImage: $paymentImage, paymentReference: $paymentReference) {\n      ...TicketPurchaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem on Notification {\n    id\n    title\n    body\n    image\n    link\n    read\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationItem on Notification {\n    id\n    title\n    body\n    image\n    link\n    read\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsUnreadCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query NotificationsUnreadCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($page: Int, $limit: Int) {\n    notifications(page: $page, limit: $limit) {\n      data {\n        ...NotificationItem\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query Notifications($page: Int, $limit: Int) {\n    notifications(page: $page, limit: $limit) {\n      data {\n        ...NotificationItem\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadNotification($id: Int!) {\n    readNotification(id: $id) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation ReadNotification($id: Int!) {\n    readNotification(id: $id) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationEvents {\n    notificationEvents {\n      notification {\n        ...NotificationItem\n      }\n      unreadCount\n      resync\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationEvents {\n    notificationEvents {\n      notification {\n        ...NotificationItem\n      }\n      unreadCount\n      resync\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VapidPublicKey {\n    settings {\n      vapidPublicKey\n    }\n  }\n"): (typeof documents)["\n  query VapidPublicKey {\n    settings {\n      vapidPublicKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushAccount {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query PushAccount {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input)\n  }\n"): (typeof documents)["\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewFields on Review {\n    id\n    userName\n    userImage\n    rating\n    comment\n    files\n    thumbs\n    status\n    rejectReason\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ReviewFields on Review {\n    id\n    userName\n    userImage\n    rating\n    comment\n    files\n    thumbs\n    status\n    rejectReason\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewsList($page: Int) {\n    reviews(page: $page) {\n      data {\n        ...ReviewFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewsList($page: Int) {\n    reviews(page: $page) {\n      data {\n        ...ReviewFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReviews($page: Int) {\n    myReviews(page: $page) {\n      data {\n        ...ReviewFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyReviews($page: Int) {\n    myReviews(page: $page) {\n      data {\n        ...ReviewFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostReview($rating: Int!, $comment: String!, $files: [Upload!]) {\n    postReview(rating: $rating, comment: $comment, files: $files) {\n      ...ReviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation PostReview($rating: Int!, $comment: String!, $files: [Upload!]) {\n    postReview(rating: $rating, comment: $comment, files: $files) {\n      ...ReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardsProfile {\n    me {\n      id\n      tokenPoint\n      referralPoint\n      referralCode\n    }\n  }\n"): (typeof documents)["\n  query RewardsProfile {\n    me {\n      id\n      tokenPoint\n      referralPoint\n      referralCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReferralGiftFields on ProductCard {\n    id\n    name\n    featureImage\n    actualPrice\n    referralPoint\n  }\n"): (typeof documents)["\n  fragment ReferralGiftFields on ProductCard {\n    id\n    name\n    featureImage\n    actualPrice\n    referralPoint\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardsReferralGifts($page: Int) {\n    products(types: [REFERRAL_GIFT], page: $page) {\n      data {\n        ...ReferralGiftFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query RewardsReferralGifts($page: Int) {\n    products(types: [REFERRAL_GIFT], page: $page) {\n      data {\n        ...ReferralGiftFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardsReferralHistories($page: Int) {\n    referralHistories(page: $page) {\n      data {\n        id\n        date\n        time\n        label\n        token\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query RewardsReferralHistories($page: Int) {\n    referralHistories(page: $page) {\n      data {\n        id\n        date\n        time\n        label\n        token\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RewardsClaimReferralGift($productId: Int!) {\n    claimReferralGift(productId: $productId)\n  }\n"): (typeof documents)["\n  mutation RewardsClaimReferralGift($productId: Int!) {\n    claimReferralGift(productId: $productId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DailyRewardFields on DailyReward {\n    today\n    cycleStart\n    days {\n      date\n      status\n    }\n    signedToday\n    claimedToday\n    dailyPoint\n    recovery {\n      status\n      missedDays\n      pending\n      feeMmk\n      lastRejectReason\n    }\n  }\n"): (typeof documents)["\n  fragment DailyRewardFields on DailyReward {\n    today\n    cycleStart\n    days {\n      date\n      status\n    }\n    signedToday\n    claimedToday\n    dailyPoint\n    recovery {\n      status\n      missedDays\n      pending\n      feeMmk\n      lastRejectReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardsDailyRewardToday {\n    dailyReward {\n      today\n      signedToday\n    }\n  }\n"): (typeof documents)["\n  query RewardsDailyRewardToday {\n    dailyReward {\n      today\n      signedToday\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardsDailyReward {\n    dailyReward {\n      ...DailyRewardFields\n    }\n  }\n"): (typeof documents)["\n  query RewardsDailyReward {\n    dailyReward {\n      ...DailyRewardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RewardsDailyCheckIn($date: String!) {\n    dailyCheckIn(date: $date) {\n      ...DailyRewardFields\n    }\n  }\n"): (typeof documents)["\n  mutation RewardsDailyCheckIn($date: String!) {\n    dailyCheckIn(date: $date) {\n      ...DailyRewardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RewardsClaimDailyReward($date: String!) {\n    claimDailyReward(date: $date) {\n      date\n      tokens\n      bonus\n    }\n  }\n"): (typeof documents)["\n  mutation RewardsClaimDailyReward($date: String!) {\n    claimDailyReward(date: $date) {\n      date\n      tokens\n      bonus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RewardsRestartDailyCycle($date: String!) {\n    restartDailyCycle(date: $date) {\n      ...DailyRewardFields\n    }\n  }\n"): (typeof documents)["\n  mutation RewardsRestartDailyCycle($date: String!) {\n    restartDailyCycle(date: $date) {\n      ...DailyRewardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RewardsRecoverDailySigns($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String) {\n    recoverDailySigns(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference) {\n      status\n      missedDays\n      pending\n      feeMmk\n      lastRejectReason\n    }\n  }\n"): (typeof documents)["\n  mutation RewardsRecoverDailySigns($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String) {\n    recoverDailySigns(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference) {\n      status\n      missedDays\n      pending\n      feeMmk\n      lastRejectReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    settings {\n      siteName\n      siteLogoThumb\n      siteFavicon\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    settings {\n      siteName\n      siteLogoThumb\n      siteFavicon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokenBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n"): (typeof documents)["\n  query TokenBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuCategories {\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MenuCategories {\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellCartCount {\n    cart {\n      count\n    }\n  }\n"): (typeof documents)["\n  query ShellCartCount {\n    cart {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportContacts {\n    settings {\n      viber\n      telegram\n      contactNumber\n    }\n  }\n"): (typeof documents)["\n  query SupportContacts {\n    settings {\n      viber\n      telegram\n      contactNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionBrand {\n    settings {\n      siteName\n      siteLogo\n    }\n  }\n"): (typeof documents)["\n  query PromotionBrand {\n    settings {\n      siteName\n      siteLogo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Promotion {\n    promotion {\n      image\n      content\n    }\n  }\n"): (typeof documents)["\n  query Promotion {\n    promotion {\n      image\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n"): (typeof documents)["\n  query WalletBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TokenProductFields on ProductCard {\n    id\n    slug\n    name\n    type\n    category\n    featureImage\n    actualPrice\n    token\n  }\n"): (typeof documents)["\n  fragment TokenProductFields on ProductCard {\n    id\n    slug\n    name\n    type\n    category\n    featureImage\n    actualPrice\n    token\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletTokenProducts($page: Int, $perPage: Int) {\n    products(types: [TOKEN_PRODUCT], page: $page, perPage: $perPage) {\n      data {\n        ...TokenProductFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query WalletTokenProducts($page: Int, $perPage: Int) {\n    products(types: [TOKEN_PRODUCT], page: $page, perPage: $perPage) {\n      data {\n        ...TokenProductFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletTokenHistories($page: Int) {\n    tokenHistories(page: $page) {\n      data {\n        id\n        date\n        time\n        type\n        label\n        token\n        balanceAfter\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query WalletTokenHistories($page: Int) {\n    tokenHistories(page: $page) {\n      data {\n        id\n        date\n        time\n        type\n        label\n        token\n        balanceAfter\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Winners($page: Int) {\n    winners(page: $page) {\n      data {\n        id\n        name\n        profileImage\n        winner {\n          name\n          profileImage\n          date\n          township\n        }\n        createdAt\n        batch\n        openedAt\n        luckyNumber\n        product {\n          id\n          slug\n          name\n          category\n          featureImage\n          actualPrice\n        }\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Winners($page: Int) {\n    winners(page: $page) {\n      data {\n        id\n        name\n        profileImage\n        winner {\n          name\n          profileImage\n          date\n          township\n        }\n        createdAt\n        batch\n        openedAt\n        luckyNumber\n        product {\n          id\n          slug\n          name\n          category\n          featureImage\n          actualPrice\n        }\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WinnerDetail($id: Int!) {\n    luckyDraw(id: $id) {\n      id\n      ...DrawDetail\n    }\n  }\n"): (typeof documents)["\n  query WinnerDetail($id: Int!) {\n    luckyDraw(id: $id) {\n      id\n      ...DrawDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Histories($page: Int) {\n    tokenHistories(page: $page) {\n      data {\n        id\n        type\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Histories($page: Int) {\n    tokenHistories(page: $page) {\n      data {\n        id\n        type\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;