package io.github.knighttours.examples.web;

/** A request the server refuses: the HTTP status and a plain message for the person who sent it. */
final class HttpError extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final int status;

  HttpError(int status, String message) {
    super(message);
    this.status = status;
  }

  /** 400: a parameter is missing or wrong; the message names it and its value. */
  static HttpError badRequest(String message) {
    return new HttpError(400, message);
  }

  /** 404: no such page, run or picture. */
  static HttpError notFound(String message) {
    return new HttpError(404, message);
  }

  int status() {
    return status;
  }
}
