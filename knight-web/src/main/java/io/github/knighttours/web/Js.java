package io.github.knighttours.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;

/** Plain JavaScript objects, arrays and errors, built from Java for the exported API. */
final class Js {
  private Js() {}

  @JSBody(script = "return {};")
  static native JSObject object();

  @JSBody(script = "return [];")
  static native JSArray<JSObject> array();

  @JSBody(params = {"o", "key", "value"}, script = "o[key] = value;")
  static native void set(JSObject o, String key, JSObject value);

  @JSBody(params = {"o", "key", "value"}, script = "o[key] = value;")
  static native void set(JSObject o, String key, String value);

  @JSBody(params = {"o", "key", "value"}, script = "o[key] = value;")
  static native void set(JSObject o, String key, double value);

  @JSBody(params = {"o", "key", "value"}, script = "o[key] = value;")
  static native void set(JSObject o, String key, boolean value);

  @JSBody(params = {"o", "key"}, script = "o[key] = null;")
  static native void setNull(JSObject o, String key);

  @JSBody(params = {"a", "value"}, script = "a.push(value);")
  static native void push(JSArray<JSObject> a, JSObject value);

  @JSBody(params = {"a", "value"}, script = "a.push(value);")
  static native void push(JSArray<JSObject> a, String value);

  /** A JavaScript {@code Error} to throw, so callers read the Java message as {@code e.message}. */
  @JSBody(params = "message", script = "return new Error(message);")
  static native JSObject error(String message);

  @JSBody(params = "e", script = "throw e;")
  static native void raise(JSObject e);

  /** The string under {@code key}, or null when it is absent, null or undefined. */
  @JSBody(params = {"o", "key"}, script = "return o == null || o[key] == null ? null : String(o[key]);")
  static native String string(JSObject o, String key);

  /** The number under {@code key}, or {@code otherwise} when it is absent, null or undefined. */
  @JSBody(params = {"o", "key", "otherwise"}, script = "return o == null || o[key] == null ? otherwise : Number(o[key]);")
  static native double number(JSObject o, String key, double otherwise);

  /** The value as a string, or null when it is null or undefined. */
  @JSBody(params = "v", script = "return v == null ? null : String(v);")
  static native String text(JSObject v);

  /** A JavaScript array of strings. */
  static JSArray<JSObject> strings(Iterable<String> values) {
    JSArray<JSObject> a = array();
    for (String v : values) {
      push(a, v);
    }
    return a;
  }

  static JSString str(String s) {
    return JSString.valueOf(s);
  }
}
