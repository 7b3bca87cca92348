package io.github.knighttours.web.jdk;

import java.util.Set;
import org.teavm.extension.spi.substitution.SimpleSubstitutionPolicy;
import org.teavm.extension.spi.substitution.SubstitutionSink;

/**
 * Tells TeaVM where the JDK classes its class library lacks live for this page: a class
 * {@code java.x.Y} in the list is compiled from {@code io.github.knighttours.web.jdk.java.x.TY}.
 * TeaVM tries the rules in turn and takes the first substitute that exists, so the classes it
 * has itself are not affected.
 */
public final class JdkSubstitutions extends SimpleSubstitutionPolicy {
  /** The JDK classes this package stands in for. */
  private static final Set<String> SUBSTITUTED =
      Set.of(
          "java.util.SplittableRandom",
          "java.util.concurrent.atomic.AtomicReferenceArray",
          "java.util.concurrent.FutureTask",
          "java.util.concurrent.TimeoutException");

  /** Made by TeaVM's service loader. */
  public JdkSubstitutions() {}

  @Override
  public void contribute(SubstitutionSink sink) {
    sink.selectClasses(SUBSTITUTED::contains)
        .packagePrefix("io.github.knighttours.web.jdk.")
        .simpleNamePrefix("T");
  }
}
