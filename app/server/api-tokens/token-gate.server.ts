import type { ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { logger } from "~/server/log/logger.server";
import { setTokenUser } from "~/server/log/request-context.server";
import { refuse } from "~/server/request-guards/refusal.server";
import { bestBranchOf, routeBranchesOf, type RouteBranch } from "~/server/route-branches.server";
import {
  countFailedToken,
  tokenGuessesExhausted,
  TOKEN_GUESS_LIMIT,
  TOO_MANY_TOKEN_FAILURES,
} from "~/services/api-tokens/token-guess-limit.server";
import { checkBearerToken, type BearerCheck } from "~/services/api-tokens/tokens.server";
import { bearerTokenOf, presentsBearer } from "~/utils/bearer-token";
import { apiTokenRuleOf, scopeCovers, scopeNeeded, type ApiTokenRule } from "./api-token-rule";

export const TOKEN_MESSAGES = {
  invalid: "This API token is not valid: it may have been revoked or mistyped.",
  expired: "This API token has expired. Make a new one in Account → Settings → API tokens.",
  suspended: "This API token's account is suspended.",
  notAccepted: "API tokens are not accepted here: sign in to the site to do this.",
  readOnly: "This API token can only read. Use a token with the write scope to make changes.",
} as const;

type Branches = RouteBranch<ApiTokenRule>[];

/**
 * The one place personal access tokens are checked (docs/decisions/0068-personal-access-tokens.md),
 * ahead of every route: a request with `Authorization: Bearer …` goes on only with a live token
 * (else 401), to a route whose module accepts tokens for its method (else 403: admin, account,
 * token management and every page never do), with the scope that method needs (a read token
 * changes nothing: 403). The token's owner is then the request's user; its cookies count for
 * nothing (app/services/auth/guards.server.ts). Requests without a token pass untouched, and the
 * other guards (origin, body limits, rate limits) apply to both alike. The token itself is never
 * logged: request lines carry no headers, and refusals name the route only.
 */
export function apiTokenGate(
  build: ServerBuild,
): RequestHandler & { useBuild(next: ServerBuild): void } {
  const branchesFor = new WeakMap<ServerBuild, Branches>();
  let current = build;
  const branches = () => {
    let known = branchesFor.get(current);
    if (!known) branchesFor.set(current, (known = routeBranchesOf(current.routes, apiTokenRuleOf)));
    return known;
  };

  const gate = (req: Request, res: Response, next: NextFunction) => {
    const authorization = req.headers.authorization;
    if (!presentsBearer(authorization)) return next();
    admit(req, res, next, bearerTokenOf(authorization)).catch(next);
  };

  /** A presented token's way on: refused (401, 403, 429), or on to its route as its owner. */
  async function admit(req: Request, res: Response, next: NextFunction, presented: string | null) {
    if (await tokenGuessesExhausted(req.ip)) {
      res.setHeader("Retry-After", String(TOKEN_GUESS_LIMIT.windowMs / 1000));
      return refuse(req, res, 429, TOO_MANY_TOKEN_FAILURES, "too many failed bearer tokens");
    }
    if (!presented) {
      await countFailedToken(req.ip);
      res.setHeader("WWW-Authenticate", 'Bearer error="invalid_request"');
      return refuse(req, res, 401, TOKEN_MESSAGES.invalid, "malformed bearer token");
    }
    const check = await checkBearerToken(presented);
    if (!check.ok) return refuseToken(req, res, check.reason);
    const needed = scopeNeeded(bestBranchOf(branches(), req.path)?.rule, req.method);
    if (!needed) {
      return refuse(
        req,
        res,
        403,
        TOKEN_MESSAGES.notAccepted,
        "bearer token on a session-only route",
        {
          tokenId: check.token.id,
        },
      );
    }
    if (!scopeCovers(check.token.scope, needed)) {
      res.setHeader("WWW-Authenticate", 'Bearer error="insufficient_scope", scope="write"');
      return refuse(req, res, 403, TOKEN_MESSAGES.readOnly, "read-only bearer token", {
        tokenId: check.token.id,
      });
    }
    setTokenUser(check.user);
    logger.debug({ tokenId: check.token.id, userId: check.user.id }, "API token accepted");
    next();
  }

  return Object.assign(gate, {
    useBuild(next: ServerBuild) {
      current = next;
    },
  });
}

type Failure = Extract<BearerCheck, { ok: false }>["reason"];

/** 401 for a token that does not work; only one nobody ever issued counts as a guess. */
async function refuseToken(req: Request, res: Response, reason: Failure) {
  if (reason === "unknown") await countFailedToken(req.ip);
  res.setHeader("WWW-Authenticate", 'Bearer error="invalid_token"');
  const message = reason === "unknown" ? TOKEN_MESSAGES.invalid : TOKEN_MESSAGES[reason];
  return refuse(req, res, 401, message, `bearer token ${reason}`);
}
