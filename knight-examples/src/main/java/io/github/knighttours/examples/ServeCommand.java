package io.github.knighttours.examples;

import io.github.knighttours.examples.web.SimulatorServer;
import java.awt.Desktop;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code serve} subcommand: the step-by-step simulator as a local web page. */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    versionProvider = TourMain.ManifestVersion.class,
    sortOptions = false,
    description = {
      "Starts the knight's tour simulator: a web page on this computer (127.0.0.1 only) where you pick a"
          + " board, click a start square, choose a strategy, open or closed, and a speed, then Start,"
          + " Pause, Step or Stop while the knight moves and backs up. The finished tour can be downloaded"
          + " as SVG or PNG.",
      "Boards up to " + SimulatorServer.MAX_TRACED_SIDE + "x" + SimulatorServer.MAX_TRACED_SIDE
          + " are shown step by step; larger ones, up to " + SimulatorServer.MAX_SIDE + "x"
          + SimulatorServer.MAX_SIDE + ", as the finished picture. At most " + SimulatorServer.MAX_RUNS
          + " searches run at once, each for at most its time limit (" + SimulatorServer.DEFAULT_TIME_BUDGET_SECONDS
          + " s unless the page asks for up to " + SimulatorServer.MAX_TIME_BUDGET_SECONDS + " s);"
          + " closing the page stops its search.",
      "Only the simulator's own page may start or control a search: requests from other sites' pages"
          + " get 403 (the page carries a random token; see SimulatorServer for the rule). A request must"
          + " arrive within " + SimulatorServer.READ_TIMEOUT_SECONDS + " s, and a client that reads nothing for "
          + SimulatorServer.WRITE_TIMEOUT_SECONDS + " s loses its connection and its search.",
      "Prints the page's address and serves until Ctrl-C."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:stopped (the server ran until its thread was interrupted)",
      "1:the port is in use or cannot be listened on, or internal error",
      "2:bad command line",
      "130:stopped by Ctrl-C (the usual way to end it)"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  knight-tours serve                 (http://127.0.0.1:8080/)",
      "  knight-tours serve --port 0        (any free port; the address is printed)",
      "  knight-tours serve --port 9000 --open"
    })
final class ServeCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;

  @Option(
      names = "--port",
      paramLabel = "N",
      defaultValue = "8080",
      description = "The port on 127.0.0.1, from 1 to 65535, or 0 for any free port. Default: ${DEFAULT-VALUE}.")
  private int port;

  @Option(names = "--open", description = "Also opens the page in the desktop's web browser, where there is one.")
  private boolean open;

  @Override
  public Integer call() {
    if (port < 0 || port > 65535) {
      throw new ParameterException(spec.commandLine(), "--port must be from 0 to 65535, got " + port);
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    SimulatorServer server;
    try {
      server = SimulatorServer.start(port);
    } catch (BindException e) {
      err.println("error: cannot listen on 127.0.0.1 port " + port + ": it is in use (or not allowed)."
          + " Pick another with --port N, or --port 0 for any free port.");
      return TourMain.INTERNAL_ERROR;
    } catch (IOException e) {
      err.println("error: cannot listen on 127.0.0.1 port " + port + ": " + e.getMessage());
      return TourMain.INTERNAL_ERROR;
    }
    try (CtrlC ctrlC = CtrlC.watchCurrentThread(); server) {
      out.println("Knight's tour simulator at " + server.uri() + " (Ctrl-C stops it)");
      out.flush();
      if (open) {
        openBrowser(server, err);
      }
      new CountDownLatch(1).await(); // until Ctrl-C interrupts this thread
    } catch (InterruptedException e) {
      out.println("Stopped.");
      out.flush();
    }
    return TourMain.FOUND;
  }

  private static void openBrowser(SimulatorServer server, PrintWriter err) {
    try {
      if (Desktop.isDesktopSupported() && Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
        Desktop.getDesktop().browse(server.uri());
        return;
      }
    } catch (IOException | RuntimeException e) {
      // falls through to the hint
    }
    err.println("note: no desktop browser to open here; open " + server.uri() + " yourself.");
    err.flush();
  }
}
