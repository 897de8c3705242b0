// CAIP-2 and CAIP-10 syntax (chain namespaces, chain references, account addresses): one home
// for the kernel's checks and the kit shell's read of the stored connection.

/** CAIP-2: a namespace is 3 to 8 characters of lowercase letters, digits and hyphen. */
export const CAIP2_NAMESPACE = /^[-a-z0-9]{3,8}$/
/** CAIP-2: a reference is 1 to 32 characters of letters, digits, hyphen and underscore. */
export const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
/** A CAIP-10 account address (the part after `namespace:reference:`). */
export const CAIP10_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/
