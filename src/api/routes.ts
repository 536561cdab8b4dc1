import type { AnyOperation } from "./operation.js";
import { calculatorOperations, listCalculators } from "./operations/calculator-operations.js";
import {
  getApp,
  getArticle,
  getDoc,
  listArticles,
  listDocs,
  listReleases,
} from "./operations/content-operations.js";
import { getApiIndex, getOpenApiDocument } from "./operations/discovery-operations.js";
import { searchContent } from "./operations/search-operation.js";

/** The route table: every operation of the API, in the order /api/v1 lists them (docs/api.md). */
export const operations: readonly AnyOperation[] = [
  getApiIndex,
  getOpenApiDocument,
  getApp,
  listReleases,
  listArticles,
  getArticle,
  listDocs,
  getDoc,
  listCalculators,
  searchContent,
  ...calculatorOperations,
];
