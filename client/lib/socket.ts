// Where the PartyKit server lives. Production sets VITE_PARTYKIT_HOST at build time;
// development talks to `partykit dev` on port 1999 of the same host.
export const PARTYKIT_HOST: string = (import.meta.env.VITE_PARTYKIT_HOST as string | undefined) || `${location.hostname}:1999`
