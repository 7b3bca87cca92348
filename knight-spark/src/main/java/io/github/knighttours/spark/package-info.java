/**
 * Exact knight's tour counts on Apache Spark: {@link io.github.knighttours.spark.SparkCount}
 * splits a count into independent work items on the driver, counts them on the executors and
 * adds the parts up, or runs the frontier sweep with each generation of states as packed blocks
 * ({@link io.github.knighttours.spark.SparkCount#countByFrontier}). Embedded with {@code local[*]}
 * or on any cluster through {@code spark-submit}.
 */
package io.github.knighttours.spark;
