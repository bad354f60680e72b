// GraphQL documents of the account screens. `npm run codegen` types them (src/gql).
// Every mutation answering a Profile selects the same fields as `me`, so Apollo's cache updates
// the profile screens without a refetch.
//
// Regions and townships are both `Place` with overlapping ids: components reading them call
// usePlacePolicy() (place-policy.ts) so the cache does not merge them.
import { graphql } from '@/gql';

export const AccountProfileFragment = graphql(`
  fragment AccountProfile on Profile {
    id
    name
    phone
    address
    postalCode
    region {
      id
      name
    }
    township {
      id
      name
    }
    profileImage
    referralCode
    tokenPoint
    referralPoint
    facebookLinked
    hasPassword
  }
`);

export const MeQuery = graphql(`
  query AccountMe {
    me {
      ...AccountProfile
    }
  }
`);

export const RegionsQuery = graphql(`
  query AccountRegions {
    regions {
      id
      name
    }
  }
`);

export const TownshipsQuery = graphql(`
  query AccountTownships($regionId: Int!) {
    townships(regionId: $regionId) {
      id
      name
    }
  }
`);

export const OnboardingSlidesQuery = graphql(`
  query AccountOnboardingSlides {
    onboardingSlides {
      id
      title
      body
      featureImage
    }
  }
`);

export const LoginMutation = graphql(`
  mutation AccountLogin($input: LoginInput!) {
    login(input: $input) {
      token
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation AccountRegister($input: RegisterInput!) {
    register(input: $input) {
      token
    }
  }
`);

export const CreateProfileMutation = graphql(`
  mutation AccountCreateProfile($input: CreateProfileInput!, $profileImage: Upload) {
    createProfile(input: $input, profileImage: $profileImage) {
      ...AccountProfile
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation AccountUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...AccountProfile
    }
  }
`);

export const UpdateShippingMutation = graphql(`
  mutation AccountUpdateShipping($input: ShippingInput!) {
    updateShipping(input: $input) {
      ...AccountProfile
    }
  }
`);

export const UploadProfileImageMutation = graphql(`
  mutation AccountUploadProfileImage($profileImage: Upload!) {
    uploadProfileImage(profileImage: $profileImage) {
      ...AccountProfile
    }
  }
`);

export const UpdatePasswordMutation = graphql(`
  mutation AccountUpdatePassword($input: UpdatePasswordInput!) {
    updatePassword(input: $input) {
      token
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation AccountRequestPasswordReset($phone: String!) {
    requestPasswordReset(phone: $phone) {
      resendAfterSeconds
      expiresInSeconds
      message
    }
  }
`);

export const ResetPasswordWithCodeMutation = graphql(`
  mutation AccountResetPasswordWithCode($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

/** The address "Continue with Facebook" opens (null: Facebook sign-in is not set up). */
export const FacebookSignInUrlQuery = graphql(`
  query AccountFacebookSignInUrl($referralCode: String) {
    facebookSignInUrl(referralCode: $referralCode)
  }
`);

/** The one-time code of /auth/facebook?code= for a session. */
export const ExchangeSignInCodeMutation = graphql(`
  mutation AccountExchangeSignInCode($code: String!) {
    exchangeSignInCode(code: $code) {
      token
    }
  }
`);

/** The Facebook dialog address that links Facebook to the signed-in account. */
export const StartFacebookLinkMutation = graphql(`
  mutation AccountStartFacebookLink {
    startFacebookLink
  }
`);

export const UnlinkFacebookMutation = graphql(`
  mutation AccountUnlinkFacebook {
    unlinkFacebook {
      ...AccountProfile
    }
  }
`);
