package io.github.knighttours.draw;

import java.util.Objects;

/**
 * How {@link TourAnimations} animates: the {@link PictureStyle} of the board, the delay between
 * frames and the most frames a GIF gets. Immutable and thread-safe.
 *
 * <pre>{@code
 * AnimationStyle style = AnimationStyle.builder()
 *     .pictureStyle(PictureStyle.builder().cellSize(24).build())
 *     .frameDelayMillis(50)
 *     .maxFrames(400)
 *     .build();
 * TourAnimations.writeGif(tour, style, out);
 * }</pre>
 */
public final class AnimationStyle {

  /** The default {@link #frameDelayMillis()}. */
  public static final int DEFAULT_FRAME_DELAY_MILLIS = 100;

  /** The shortest frame delay accepted, in milliseconds (browsers slow shorter GIF delays down). */
  public static final int MIN_FRAME_DELAY_MILLIS = 20;

  /** The longest frame delay accepted, in milliseconds. */
  public static final int MAX_FRAME_DELAY_MILLIS = 60_000;

  /** The default {@link #maxFrames()}. */
  public static final int DEFAULT_MAX_FRAMES = 200;

  /** The fewest frames accepted for {@link #maxFrames()}: the empty board, one step, the end. */
  public static final int MIN_FRAMES = 3;

  /** The most frames accepted for {@link #maxFrames()}. */
  public static final int MAX_FRAMES = 2000;

  private static final AnimationStyle DEFAULTS = builder().build();

  private final PictureStyle pictureStyle;
  private final int frameDelayMillis;
  private final int maxFrames;

  private AnimationStyle(Builder builder) {
    this.pictureStyle = builder.pictureStyle;
    this.frameDelayMillis = builder.frameDelayMillis;
    this.maxFrames = builder.maxFrames;
  }

  /**
   * Returns the default style: the default {@link PictureStyle}, {@value
   * #DEFAULT_FRAME_DELAY_MILLIS} ms a frame, at most {@value #DEFAULT_MAX_FRAMES} frames.
   */
  public static AnimationStyle defaults() {
    return DEFAULTS;
  }

  /** Returns a builder that starts from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** Returns the style of the board, the path and the numbers. */
  public PictureStyle pictureStyle() {
    return pictureStyle;
  }

  /**
   * Returns the delay between frames in milliseconds; in an HTML page, the starting speed is
   * one step per delay.
   */
  public int frameDelayMillis() {
    return frameDelayMillis;
  }

  /**
   * Returns the most frames a GIF gets: a longer tour or trace puts several steps into each
   * frame.
   */
  public int maxFrames() {
    return maxFrames;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof AnimationStyle
        && pictureStyle.equals(((AnimationStyle) other).pictureStyle)
        && frameDelayMillis == ((AnimationStyle) other).frameDelayMillis
        && maxFrames == ((AnimationStyle) other).maxFrames;
  }

  @Override
  public int hashCode() {
    return Objects.hash(pictureStyle, frameDelayMillis, maxFrames);
  }

  @Override
  public String toString() {
    return "AnimationStyle{" + pictureStyle + ", frameDelayMillis=" + frameDelayMillis + ", maxFrames=" + maxFrames
        + "}";
  }

  /** Builds an {@link AnimationStyle}; each setter checks its argument. Not thread-safe. */
  public static final class Builder {

    private PictureStyle pictureStyle = PictureStyle.defaults();
    private int frameDelayMillis = DEFAULT_FRAME_DELAY_MILLIS;
    private int maxFrames = DEFAULT_MAX_FRAMES;

    private Builder() {}

    /**
     * Sets the style of the board, the path and the numbers.
     *
     * @throws NullPointerException if {@code style} is null
     */
    public Builder pictureStyle(PictureStyle style) {
      this.pictureStyle = Objects.requireNonNull(style, "pictureStyle");
      return this;
    }

    /**
     * Sets the delay between frames. A GIF counts in hundredths of a second, so it rounds the
     * delay to the nearest 10 ms.
     *
     * @throws IllegalArgumentException if {@code millis} is not in {@value
     *     #MIN_FRAME_DELAY_MILLIS}..{@value #MAX_FRAME_DELAY_MILLIS}
     */
    public Builder frameDelayMillis(int millis) {
      if (millis < MIN_FRAME_DELAY_MILLIS || millis > MAX_FRAME_DELAY_MILLIS) {
        throw new IllegalArgumentException(
            "frameDelayMillis must be in " + MIN_FRAME_DELAY_MILLIS + ".." + MAX_FRAME_DELAY_MILLIS + ": " + millis);
      }
      this.frameDelayMillis = millis;
      return this;
    }

    /**
     * Sets the most frames a GIF gets.
     *
     * @throws IllegalArgumentException if {@code frames} is not in {@value #MIN_FRAMES}..{@value
     *     #MAX_FRAMES}
     */
    public Builder maxFrames(int frames) {
      if (frames < MIN_FRAMES || frames > MAX_FRAMES) {
        throw new IllegalArgumentException("maxFrames must be in " + MIN_FRAMES + ".." + MAX_FRAMES + ": " + frames);
      }
      this.maxFrames = frames;
      return this;
    }

    /** Returns the style. */
    public AnimationStyle build() {
      return new AnimationStyle(this);
    }
  }
}
