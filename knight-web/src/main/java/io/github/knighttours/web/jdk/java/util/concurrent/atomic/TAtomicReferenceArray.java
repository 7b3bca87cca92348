package io.github.knighttours.web.jdk.java.util.concurrent.atomic;

/**
 * {@code java.util.concurrent.atomic.AtomicReferenceArray} for the page, which TeaVM's class
 * library lacks: a plain array, since the page's code runs on one thread. Only the methods
 * knight-core calls.
 *
 * @param <E> the element type
 */
public final class TAtomicReferenceArray<E> {
  private final Object[] array;

  /**
   * An array of {@code length} nulls.
   *
   * @param length the length
   */
  public TAtomicReferenceArray(int length) {
    array = new Object[length];
  }

  /**
   * The element at {@code i}.
   *
   * @param i the index
   * @return the element, or null
   */
  @SuppressWarnings("unchecked")
  public E get(int i) {
    return (E) array[i];
  }

  /**
   * Sets the element at {@code i}.
   *
   * @param i the index
   * @param value the element
   */
  public void set(int i, E value) {
    array[i] = value;
  }

  /**
   * The length.
   *
   * @return the length
   */
  public int length() {
    return array.length;
  }
}
