// The portal's one language, read by the server layout and the client provider alike.
export const LOCALE = 'ar';
