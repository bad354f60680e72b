// The signed-in shopper's profile as the server answers `me`, for tests that render account pages.
const place = (id: number, name: string) => ({ __typename: 'Place', id, name });

export function profileFixture(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Profile',
    id: 7,
    name: 'Aung Aung',
    phone: '09791234567',
    address: 'No. 5, Pyay Road',
    postalCode: '11041',
    region: place(1, 'Yangon'),
    township: place(1, 'Ahlone'),
    profileImage: null,
    referralCode: 'AB23CD45',
    tokenPoint: 3,
    referralPoint: 1,
    facebookLinked: false,
    hasPassword: true,
    ...overrides,
  };
}
