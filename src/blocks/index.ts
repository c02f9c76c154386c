// The portal's building blocks, grouped by where they are used. Each is made of the primitives in
// ../components and takes its data through props.
export * from './dashboard';
export * from './site';
