// The CV model's types live with the document in src/cv; this keeps the
// older import path working for the wrappers and screens that use it.
export * from '../cv/types';
