// GET /api/portfolio?sort= — the caller's companies with the default year's BRSR and Core completeness, figures awaiting
// review, requests, lock and sign-off state and the filing due date, blockers first
import { route } from "@/lib/api/route";
import { portfolioQuery, type PortfolioResponse } from "@/lib/portfolio/schemas";
import { getPortfolio } from "@/lib/portfolio/service";

export const GET = route("GET /api/portfolio", { query: portfolioQuery }, ({ user, query }): Promise<PortfolioResponse> =>
  getPortfolio({ user, sort: query.sort }),
);
