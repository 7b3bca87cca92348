package io.github.knighttours.web.jdk;

import org.teavm.model.AccessLevel;
import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformer;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.MethodDescriptor;
import org.teavm.model.MethodHolder;
import org.teavm.model.ValueType;
import org.teavm.model.emit.ProgramEmitter;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * Adds {@code Runtime.maxMemory()}, which TeaVM's class library lacks, to its
 * {@code java.lang.Runtime}: knight-core's heap guard asks it how large a board fits. The page
 * answers {@link #MAX_MEMORY}.
 */
public final class MaxMemoryPlugin implements TeaVMPlugin, ClassHolderTransformer {
  /**
   * The heap the page assumes: 1 GiB, below what a desktop browser's tab may hold, so that a
   * board too large for the tab is refused with knight-core's message instead of crashing it.
   */
  public static final long MAX_MEMORY = 1L << 30;

  private static final MethodDescriptor MAX_MEMORY_METHOD = new MethodDescriptor("maxMemory", ValueType.LONG);

  /** Made by TeaVM's service loader. */
  public MaxMemoryPlugin() {}

  @Override
  public void install(TeaVMHost host) {
    host.add(this);
  }

  @Override
  public void transformClass(ClassHolder cls, ClassHolderTransformerContext context) {
    if (!cls.getName().equals("java.lang.Runtime") || cls.getMethod(MAX_MEMORY_METHOD) != null) {
      return;
    }
    MethodHolder method = new MethodHolder(MAX_MEMORY_METHOD);
    method.setLevel(AccessLevel.PUBLIC);
    ProgramEmitter.create(method, context.getHierarchy()).constant(MAX_MEMORY).returnValue();
    cls.addMethod(method);
  }
}
