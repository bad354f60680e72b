// GraphQL documents of the rewards: referral gifts (/referral-gift) and the daily sign-in reward
// dialog. `npm run codegen` types them (src/gql).
import { graphql } from '@/gql';

/**
 * The shopper's points and invitation code. `me { id tokenPoint }` is the top bar's pill too
 * (Profile is normalised by id), so refetching this after a daily claim raises the pill.
 */
export const RewardsProfileQuery = graphql(`
  query RewardsProfile {
    me {
      id
      tokenPoint
      referralPoint
      referralCode
    }
  }
`);

/** What a gift card shows. */
export const ReferralGiftFields = graphql(`
  fragment ReferralGiftFields on ProductCard {
    id
    name
    featureImage
    actualPrice
    referralPoint
  }
`);

/** The gift grid: referral gifts, 20 a page (the `products` list, merged by lib/apollo.ts). */
export const ReferralGiftsQuery = graphql(`
  query RewardsReferralGifts($page: Int) {
    products(types: [REFERRAL_GIFT], page: $page) {
      data {
        ...ReferralGiftFields
      }
      meta {
        total
        perPage
        currentPage
        lastPage
      }
    }
  }
`);

/** Referral-point changes, newest first, 20 a page (`token` is the points changed). */
export const ReferralHistoriesQuery = graphql(`
  query RewardsReferralHistories($page: Int) {
    referralHistories(page: $page) {
      data {
        id
        date
        time
        label
        token
      }
      meta {
        total
        perPage
        currentPage
        lastPage
      }
    }
  }
`);

/** Claims a gift with referral points; answers the new to-ship item's id. */
export const ClaimReferralGiftMutation = graphql(`
  mutation RewardsClaimReferralGift($productId: Int!) {
    claimReferralGift(productId: $productId)
  }
`);

/** What the daily dialog shows and decides with (the server's `today`, never the browser's). */
export const DailyRewardFields = graphql(`
  fragment DailyRewardFields on DailyReward {
    today
    cycleStart
    days {
      date
      status
    }
    signedToday
    claimedToday
    dailyPoint
    recovery {
      status
      missedDays
      pending
      feeMmk
      lastRejectReason
    }
  }
`);

/**
 * Whether today is signed: read on every load while signed in (components/daily-reward-gate.tsx,
 * in the first download, so it asks for no more). DailyReward is one cache entry per shopper
 * (lib/apollo.ts), so the dialog's full query and the mutations' answers update this too.
 */
export const DailyRewardTodayQuery = graphql(`
  query RewardsDailyRewardToday {
    dailyReward {
      today
      signedToday
    }
  }
`);

/** The daily dialog's state. */
export const DailyRewardQuery = graphql(`
  query RewardsDailyReward {
    dailyReward {
      ...DailyRewardFields
    }
  }
`);

export const DailyCheckInMutation = graphql(`
  mutation RewardsDailyCheckIn($date: String!) {
    dailyCheckIn(date: $date) {
      ...DailyRewardFields
    }
  }
`);

export const ClaimDailyRewardMutation = graphql(`
  mutation RewardsClaimDailyReward($date: String!) {
    claimDailyReward(date: $date) {
      date
      tokens
      bonus
    }
  }
`);

export const RestartDailyCycleMutation = graphql(`
  mutation RewardsRestartDailyCycle($date: String!) {
    restartDailyCycle(date: $date) {
      ...DailyRewardFields
    }
  }
`);

/** Pays the recovery fee by transfer (multipart, like checkout's screenshot). */
export const RecoverDailySignsMutation = graphql(`
  mutation RewardsRecoverDailySigns($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String) {
    recoverDailySigns(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference) {
      status
      missedDays
      pending
      feeMmk
      lastRejectReason
    }
  }
`);
