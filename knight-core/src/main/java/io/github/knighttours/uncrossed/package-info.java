/**
 * Uncrossed knight's paths: the longest paths and cycles whose moves, drawn as segments, do not
 * cross ({@link io.github.knighttours.uncrossed.UncrossedPaths}).
 */
package io.github.knighttours.uncrossed;
