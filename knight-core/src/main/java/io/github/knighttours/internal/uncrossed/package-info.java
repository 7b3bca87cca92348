/**
 * The exact search for uncrossed knight's paths and cycles: the knight graph of a board with a
 * table, per move, of the moves whose segments cross it, and a depth-first branch and bound over
 * it. Takes primitives (rows, columns, budgets) and answers in square indices {@code row · cols +
 * col}; {@link io.github.knighttours.uncrossed.UncrossedPaths} is the public face. Not API, not exported.
 */
package io.github.knighttours.internal.uncrossed;
