/** The friends part of the HTTP API (igroteka/server/api_friends.py). */
import { request } from "../net/api";

export interface Person {
  id: number;
  name: string;
  login: string | null;
}

/** A table a friend sits at; `url` is null for a private table the reader may not open. */
export interface FriendTable {
  id: string;
  game: string;
  status: "waiting" | "playing";
  private: boolean;
  joinable: boolean;
  watchable: boolean;
  url: string | null;
}

export interface Friend extends Person {
  online: boolean;
  tables: FriendTable[];
}

export interface Invitation {
  id: number;
  table: string;
  game: string;
  sender: Person;
  url: string;
}

export interface Friends {
  friends: Friend[];
  incoming: Person[];
  outgoing: Person[];
  invitations: Invitation[];
}

export const friendsApi = {
  list: () => request<Friends>("GET", "/api/friends"),
  ask: (name: string) => request<Friends>("POST", "/api/friends", { name }),
  accept: (id: number) => request<Friends>("POST", `/api/friends/${id}/accept`),
  remove: (id: number) => request<Friends>("DELETE", `/api/friends/${id}`),
  invite: (table: string, name: string) => request<unknown>("POST", "/api/invitations", { table, name }),
  dismiss: (id: number) => request<Friends>("DELETE", `/api/invitations/${id}`),
};
